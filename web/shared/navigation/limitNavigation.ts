import { mayBeInPresentation } from "#web/shared/sanity/presentationWindow.ts";
import { loadDocument } from "./loadDocument";
import { mayOpen } from "./release";

/** What React Router's instrumentation hands a navigation: the navigation itself, and its target. */
export type Navigation = (
  navigate: () => Promise<unknown>,
  info: { to: unknown; formMethod?: string },
) => Promise<void>;

/**
 * Every client-side navigation to another page (navigationInstrumentation.ts):
 * - waits for that page alone (its route's client loader loads its code and data:
 *   clientLoading.ts), and at most `limitMs` (what is left of NAVIGATION_LIMIT_MS since the
 *   click): then the browser loads the page itself;
 * - when the host now serves another release (a deploy replaced the chunks this tab runs),
 *   loads the clicked page as a document at once, as the new release (release.ts); so too a
 *   page in another language.
 * A step within the page (only the hash differs) is left to the router. Inside the Studio's
 * Presentation tool the tool's answer has its own limit (presentationContent.ts): a document
 * load would only drop the connection to the tool and wait for it again.
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
