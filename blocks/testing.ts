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
