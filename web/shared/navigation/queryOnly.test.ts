import { describe, expect, it } from "vitest";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { revalidateOnPathChange } from "./queryOnly";

// Addresses of no page of the site: the rule reads the path and the query only.
const move = (from: string, to: string, defaultShouldRevalidate = true) =>
  revalidateOnPathChange({
    currentUrl: new URL(from, "http://site.test"),
    nextUrl: new URL(to, "http://site.test"),
    defaultShouldRevalidate,
  } as ShouldRevalidateFunctionArgs);

describe("revalidateOnPathChange", () => {
  it("loads nothing again when only the query changes", () => {
    expect(move("/area/list", "/area/list?status=failed")).toBe(false);
    expect(move("/area/item?id=a", "/area/item?id=b")).toBe(false);
  });
  it("leaves any other move, and a revalidation of the page on screen, to React Router", () => {
    expect(move("/area/list?status=failed", "/area/item?id=a")).toBe(true);
    expect(move("/area/list?status=failed", "/area/list?status=failed")).toBe(true);
    expect(move("/one", "/two", false)).toBe(false);
  });
});
