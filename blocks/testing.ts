import { afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";

/** In a block's test file: every test fails if the block logged a console error. */
export function failOnConsoleError() {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, "error");
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
}

/** A section heading as a block's test gives it: its Markdown is "## Section title\n\nSection intro.". */
export const sectionHeading = { eyebrow: "Eyebrow", title: "Section title", intro: "Section intro." };

/** Portable Text of one plain paragraph. */
export const paragraph = (text: string, key = "b") => [
  {
    _type: "block",
    _key: key,
    style: "normal",
    markDefs: [],
    children: [{ _type: "span", _key: "s", text, marks: [] }],
  },
];
