import { enableVisualEditing } from "@sanity/visual-editing";
import type { DataRouter } from "react-router";

// The overlays of the Presentation tool: hovering CMS text (text carrying edit markers)
// outlines it and names its document, a click opens the field in the Studio. The tool's
// address bar follows the router and drives it. This is what `@sanity/visual-editing`'s
// React Router component does, done without a component so that the app root, which every
// visitor downloads, needs no code for it but a lazy import.

// React Router's framework mode keeps its router here (react-router 7's HydratedRouter).
const router = () => (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;

/** Re-runs the routes' loaders: the page re-renders in place with what the tool sends. */
export function revalidate() {
  const current = router();
  if (current) void current.revalidate();
  else location.reload();
}

let started = false;

export function startOverlays() {
  if (started) return;
  started = true;
  enableVisualEditing({
    zIndex: 1000,
    // Content comes over the loaders' channel (./presentationContent.ts), which revalidates.
    refresh: (payload) => (payload.source === "mutation" && payload.livePreviewEnabled ? false : reload()),
    history: {
      subscribe: (navigate) => {
        const current = router();
        if (!current) return () => {};
        let last = "";
        const report = () => {
          const { pathname, search, hash } = current.state.location;
          const url = `${pathname}${search}${hash}`;
          if (url !== last) navigate({ type: "push", url });
          last = url;
        };
        report();
        return current.subscribe(report);
      },
      update: (update) => {
        const current = router();
        if (update.type === "pop") void current?.navigate(-1);
        else void current?.navigate(update.url, { replace: update.type === "replace" });
      },
    },
  });
}

const reload = () =>
  new Promise<void>((resolve) => {
    revalidate();
    setTimeout(resolve, 100);
  });
