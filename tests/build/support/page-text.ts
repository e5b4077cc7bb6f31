import { expect } from "vitest";
import { text } from "./locators";

// tests/e2e/support/page-text.ts, for the built files.

/** Each text is in `scope`'s text, hidden elements included, as toContainText reads it (whitespace collapsed). */
export function expectTexts(scope: Element, texts: (string | null | undefined)[]) {
  const content = text(scope);
  for (const wanted of texts)
    if (wanted)
      expect(content, `<${scope.localName}> holds it`).toContain(wanted.replace(/\s+/g, " ").trim());
}
