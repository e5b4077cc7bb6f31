import type { ClientInstrumentation } from "react-router";

/**
 * React Router's instrumentation of every navigation, limited by limitNavigation.ts. Only this
 * hook is in a page's first load: the limit's code loads with the prefetcher once the page has
 * hydrated (PagePrefetcher.tsx), before any click can use it.
 */
export const navigationInstrumentation: ClientInstrumentation = {
  router: ({ instrument }) =>
    instrument({
      navigate: (navigate, info) =>
        import("./limitNavigation").then((module) => module.limitNavigation(navigate, info)),
    }),
};
