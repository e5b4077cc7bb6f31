import type { ClientInstrumentation } from "react-router";
import { mayBeInPresentation } from "#web/shared/content/presentationWindow.ts";
import { loadDocument } from "./loadDocument";

/** How long a click may wait for its page's code and data before the browser loads the page. */
export const NAVIGATION_LIMIT_MS = 3000;

/**
 * Every client-side navigation to another page (React Router's instrumentation API):
 * - waits for that page alone (its route's client loader loads its code and data:
 *   clientLoading.ts), and at most NAVIGATION_LIMIT_MS: then the browser loads the page itself;
 * - when the host now serves another release (a deploy replaced the chunks this tab runs),
 *   loads the clicked page as a document at once, as the new release (release.ts, loaded with
 *   the prefetcher once the page has hydrated); so too a page in another language.
 * A step within the page (only the hash differs) is left to the router. Inside the Studio's
 * Presentation tool the tool's answer has its own limit (presentationContent.ts): a document
 * load would only drop the connection to the tool and wait for it again.
 */
export const navigationLimit: ClientInstrumentation = {
  router: ({ instrument }) =>
    instrument({
      async navigate(navigate, { to, formMethod }) {
        if (typeof to !== "string" || (formMethod && formMethod.toUpperCase() !== "GET")) return;
        const target = new URL(to, window.location.href);
        const { pathname, search } = window.location;
        if (target.pathname === pathname && target.search === search) return;
        const tooLong = mayBeInPresentation()
          ? undefined
          : setTimeout(() => void loadDocument(target), NAVIGATION_LIMIT_MS);
        const current = await import("./release").then(
          (release) => release.mayOpen(target.pathname),
          () => false,
        );
        if (!current) {
          clearTimeout(tooLong);
          return loadDocument(target);
        }
        await navigate();
        clearTimeout(tooLong);
      },
    }),
};
