import { expect } from "vitest";

// Elements of a built page found as the browser tests' Playwright locators find them (getByRole,
// getByLabel, getByText), by what the HTML says. What CSS hides (display: none at a width) is not
// in the HTML: a test of that stays in the browser.

const normalized = (value: string) =>
  value
    .replace(/\u200b/g, "")
    .trim()
    .replace(/\s+/g, " ");

/** Playwright's text matching: case-insensitive substring, or (exact) the whole string. */
const matches = (actual: string, wanted: string, exact = false) =>
  exact ? actual === normalized(wanted) : actual.toLowerCase().includes(normalized(wanted).toLowerCase());

const SKIPPED = new Set(["SCRIPT", "NOSCRIPT", "STYLE"]);

function rawText(node: Node, skip: (element: Element) => boolean): string {
  if (node.nodeType === node.TEXT_NODE) return node.nodeValue ?? "";
  if (node.nodeType !== node.ELEMENT_NODE || SKIPPED.has(node.nodeName) || skip(node as Element)) return "";
  return [...node.childNodes].map((child) => rawText(child, skip)).join("");
}

/** An element's text as toHaveText and toContainText read it: no script or style, whitespace collapsed. */
export const text = (element: Element | null | undefined) =>
  element ? normalized(rawText(element, () => false)) : "";

/** Left out of the accessibility tree by the HTML: `hidden` or aria-hidden="true" on it or an ancestor. */
export const isHidden = (element: Element) => element.closest('[hidden], [aria-hidden="true"]') !== null;

const labelledBy = (element: Element) =>
  element
    .getAttribute("aria-labelledby")
    ?.split(/\s+/)
    .map((id) => text(element.ownerDocument.getElementById(id)));

/** An element's accessible name: aria-labelledby, else aria-label, else its content as read out. */
export function accessibleName(element: Element): string {
  const byIds = labelledBy(element);
  if (byIds) return normalized(byIds.join(" "));
  const label = element.getAttribute("aria-label");
  if (label?.trim()) return normalized(label);
  return normalized(rawText(element, (child) => child !== element && isHidden(child)));
}

const SECTIONING = "article, aside, main, nav, section";

/** The elements of each role the browser tests look for, by the HTML elements that have it. */
const ROLES = {
  link: (element: Element) => element.matches("a[href], area[href]"),
  heading: (element: Element) => element.matches("h1, h2, h3, h4, h5, h6"),
  navigation: (element: Element) => element.matches("nav"),
  // A section is a region when it is named (by aria-label or aria-labelledby, never by its content).
  region: (element: Element) =>
    element.matches("section[aria-label], section[aria-labelledby]") && accessibleName(element) !== "",
  // The page's header and footer, not an article's or a section's.
  banner: (element: Element) => element.matches("header") && !element.parentElement?.closest(SECTIONING),
  contentinfo: (element: Element) => element.matches("footer") && !element.parentElement?.closest(SECTIONING),
};

/** The elements in `scope` that `scope.getByRole(role, options)` finds, in document order. */
export function byRole(
  scope: ParentNode,
  role: keyof typeof ROLES,
  options: { name?: string; exact?: boolean; level?: number } = {},
): Element[] {
  return [...scope.querySelectorAll("*")].filter(
    (element) =>
      ROLES[role](element) &&
      !isHidden(element) &&
      (options.level === undefined || element.tagName === `H${options.level}`) &&
      (options.name === undefined || matches(accessibleName(element), options.name, options.exact)),
  );
}

/** Its labels as getByLabel reads them: aria-labelledby, else aria-label, else a control's <label>s. */
function labelsOf(element: Element): string[] {
  const byIds = labelledBy(element);
  if (byIds) return byIds;
  const label = element.getAttribute("aria-label");
  if (label?.trim()) return [label];
  const labelable = element.matches(
    "button, meter, output, progress, select, textarea, input:not([type=hidden])",
  );
  return labelable ? [...((element as HTMLInputElement).labels ?? [])].map(text) : [];
}

/** The elements in `scope` that `scope.getByLabel(label)` finds. */
export const byLabel = (scope: ParentNode, label: string) =>
  [...scope.querySelectorAll("*")].filter((element) =>
    labelsOf(element).some((name) => matches(normalized(name), label)),
  );

/**
 * The elements in `scope` that `scope.getByText(wanted, { exact })` finds: each whose text matches
 * while none of its child elements' does (of nested matches, the innermost).
 */
export const byText = (scope: ParentNode, wanted: string, exact = false) =>
  [...scope.querySelectorAll("*")].filter(
    (element) =>
      !SKIPPED.has(element.nodeName) &&
      matches(text(element), wanted, exact) &&
      ![...element.children].some((child) => matches(text(child), wanted, exact)),
  );

/** The one element found, as a Playwright locator acts only on one (strict mode): none or more fails. */
export function theOne(found: Element[], what: string): Element {
  expect(found, what).toHaveLength(1);
  return found[0];
}
