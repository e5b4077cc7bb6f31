import { describe, expect, it } from "vitest";
import { formatDuration } from "./formatDuration";

describe("formatDuration", () => {
  it.each([
    [0, "0 s"],
    [420, "0.4 s"],
    [4_200, "4.2 s"],
    [4_000, "4 s"],
    [9_960, "10 s"],
    [42_400, "42 s"],
    [60_000, "1 min"],
    [65_000, "1 min 5 s"],
    [3_599_000, "59 min 59 s"],
    [3_600_000, "1 h"],
    [3_720_000, "1 h 2 min"],
  ])("writes %d ms as %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
