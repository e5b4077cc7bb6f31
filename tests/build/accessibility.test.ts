import { describe, expect, test } from "vitest";
import { axeViolations } from "./support/axe";
import { parsedPage, servedFiles } from "./support/built-site";

// Every HTML file the host serves (each page of each language, the 404 pages) audited by axe as
// built, no script run: no violation of WCAG 2.2 AA, but for the rules that need the page
// rendered (support/axe.ts). The browser tests audit each template rendered, with every rule.

// An audit takes about 0.2 s of a core, more on a machine busy with npm test's other steps.
const AUDIT_TIMEOUT = 30_000;

describe.each(servedFiles())("$name", ({ file }) => {
  test("has no axe violation (WCAG 2.2 AA)", { timeout: AUDIT_TIMEOUT }, async () => {
    expect(await axeViolations(parsedPage(file))).toEqual([]);
  });
});
