import { mayBeInPresentation } from "#web/shared/sanity/presentationWindow.ts";
import { loadDocument } from "./loadDocument";
import { mayOpen } from "./release";

/** What React Router's instrumentation hands a navigation: the navigation itself, and its target. */
export type Navigation = (
  navigate: () => Promise<unknown>,
  info: { to: unknown; formMethod?: string },
) => Promise<void>;

/**
 * Waits at most `limitMs` for the clicked page, then the browser loads it; at once when the app may
 * not open it (release.ts). No limit inside the Presentation tool, whose answer has its own
 * (presentationContent.ts): a document load would only drop the connection to the tool.
 * Why: docs/performance.md#moving-between-pages
 */
export async function limitNavigation(
  navigate: () => Promise<unknown>,
  { to, formMethod }: Parameters<Navigation>[1],
  limitMs: number,
): Promise<void> {
  if (typeof to !== "string" || (formMethod && formMethod.toUpperCase() !== "GET")) return;
  const target = new URL(to, window.location.href);
  const { pathname, search } = window.location;
  if (target.pathname === pathname && target.search === search) return;
  const tooLong = mayBeInPresentation()
    ? undefined
    : setTimeout(() => void loadDocument(target), Math.max(0, limitMs));
  if (!(await mayOpen(target.pathname).catch(() => false))) {
    clearTimeout(tooLong);
    return loadDocument(target);
  }
  await navigate();
  clearTimeout(tooLong);
}
