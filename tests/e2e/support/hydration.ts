import { test, type Page } from "./test";

type Marked = Window & { prerenderedHeading?: Element | null; sameDocument?: boolean };

/**
 * Console errors and uncaught exceptions (React reports a hydration mismatch as either), but the
 * browser's note of the document's own 404 status: on a not-found page nothing else may fail. The
 * document is the one at `path` where given, else the one on screen.
 */
export function collectErrors(page: Page, path?: string): string[] {
  const errors: string[] = [];
  const documentUrl = () => (path ? new URL(path, test.info().project.use.baseURL).href : page.url());
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const ownStatus = message.text().includes("status of 404") && message.location().url === documentUrl();
    if (!ownStatus) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Keeps the page's prerendered h1, taken once the HTML is parsed and before any script has run:
 * hydration keeps this element, while a mismatch (say, a page rendered in another language than
 * its HTML's) makes React render the page anew. Call before `page.goto`.
 */
export const markPrerenderedHeading = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive")
        (window as Marked).prerenderedHeading = document.querySelector("h1");
    });
  });

/** Whether the h1 on screen is the prerendered one (`markPrerenderedHeading`), hydrated, not replaced. */
export const keptPrerenderedHeading = (page: Page) =>
  page
    .getByRole("heading", { level: 1 })
    .evaluate((element) => element === (window as Marked).prerenderedHeading);

/** Marks the document on screen, to tell later whether a link was followed inside the app (`inSameDocument`). */
export const markDocument = (page: Page) => page.evaluate(() => ((window as Marked).sameDocument = true));

/** Whether the document marked by `markDocument` is still the one on screen: no reload since. */
export const inSameDocument = (page: Page) => page.evaluate(() => (window as Marked).sameDocument === true);
