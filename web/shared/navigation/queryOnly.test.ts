import { describe, expect, it } from "vitest";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { revalidateOnPathChange } from "./queryOnly";

const move = (from: string, to: string, defaultShouldRevalidate = true) =>
  revalidateOnPathChange({
    currentUrl: new URL(from, "http://site.test"),
    nextUrl: new URL(to, "http://site.test"),
    defaultShouldRevalidate,
  } as ShouldRevalidateFunctionArgs);

describe("revalidateOnPathChange", () => {
  it("loads nothing again when only the query changes", () => {
    expect(move("/dashboard/runs", "/dashboard/runs?status=failed")).toBe(false);
    expect(move("/dashboard/run?id=a", "/dashboard/run?id=b")).toBe(false);
  });
  it("leaves any other move, and a revalidation of the page on screen, to React Router", () => {
    expect(move("/dashboard/runs?status=failed", "/dashboard/run?id=a")).toBe(true);
    expect(move("/dashboard/runs?status=failed", "/dashboard/runs?status=failed")).toBe(true);
    expect(move("/pricing", "/contact", false)).toBe(false);
  });
});
