import type { ClientInstrumentation } from "react-router";
import { mayBeInPresentation } from "#web/shared/sanity/presentationWindow.ts";
import type { Navigation } from "./limitNavigation";

/** How long a click may wait for its page's code and data before the browser loads the page. */
export const NAVIGATION_LIMIT_MS = 3000;

type Info = Parameters<Navigation>[1];

/** When the browser could load it (a link, a GET form). */
const addressOf = ({ to, formMethod }: Info) =>
  typeof to === "string" && (!formMethod || formMethod.toUpperCase() === "GET")
    ? new URL(to, window.location.href)
    : null;

/** Never settles, as the page goes. */
function loadAsDocument(address: URL | null): Promise<void> {
  if (!address) return Promise.resolve();
  window.location.assign(address.href);
  return new Promise(() => {});
}

/**
 * Only this hook is in a page's first load: limitNavigation.ts loads with the prefetcher once the
 * page has hydrated, and a click before then is limited here. When that code cannot load, a deploy
 * has replaced this tab's chunks and React Router would reload the page being left: the browser
 * loads the clicked page instead.
 */
export const navigationInstrumentation: ClientInstrumentation = {
  router: ({ instrument }) =>
    instrument({
      navigate: (navigate, info) => {
        const clicked = Date.now();
        const address = addressOf(info);
        const waiting =
          address && !mayBeInPresentation()
            ? setTimeout(() => void loadAsDocument(address), NAVIGATION_LIMIT_MS)
            : undefined;
        return import("./limitNavigation").then(
          (module) => {
            clearTimeout(waiting);
            return module.limitNavigation(navigate, info, NAVIGATION_LIMIT_MS - (Date.now() - clicked));
          },
          () => {
            clearTimeout(waiting);
            return loadAsDocument(address);
          },
        );
      },
    }),
};
