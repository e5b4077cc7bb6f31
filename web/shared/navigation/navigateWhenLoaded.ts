import type { ClientInstrumentation } from "react-router";

/**
 * Every client-side navigation first loads the next page's code (`pageCode.ts`, itself loaded
 * when first needed). When that fails (a deploy has replaced this tab's chunks), the browser
 * loads the page itself instead, as the new version: the click lands where it was meant to,
 * with one full load. React Router alone would reload the page the visitor is leaving.
 */
export const navigateWhenLoaded: ClientInstrumentation = {
  router: ({ instrument }) =>
    instrument({
      async navigate(_navigate, { to }) {
        if (typeof to !== "string") return;
        const loaded = await import("./pageCode").then(
          (module) => module.loadPageCode(new URL(to, window.location.href).pathname),
          () => false,
        );
        if (loaded) return;
        window.location.assign(to);
        // The page is being replaced: never let the router go on.
        await new Promise(() => {});
      },
    }),
};
