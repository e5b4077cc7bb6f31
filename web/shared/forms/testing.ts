import { act, createElement, type ReactElement, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll } from "vitest";
import { en } from "#web/shared/i18n/messages/en.ts";
import type { Messages } from "#web/shared/i18n/useMessages.ts";
import { earlySubmitScript } from "./earlySubmit";

/** `children` at `path` under a root route whose data holds the spec's messages (`useMessages`). */
export function withMessages(
  children: ReactNode,
  { path = "/", messages = en }: { path?: string; messages?: Messages } = {},
): ReactElement {
  const root = { messages };
  const Stub = createRoutesStub([{ id: "root", path: "*", loader: () => root, Component: () => children }]);
  return createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { root } } });
}

/**
 * For tests of prerendered forms used before their code has hydrated them: `prerender` puts a
 * form's server HTML in the document, `hydrate` gives it its code; the early-submit script runs once.
 */
export function prerenderedPage() {
  let root: Root | undefined;
  let container: HTMLElement | undefined;

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // Once per document: the test files of a worker share one, and the first script's listener
    // would take every submission from a second script's.
    if (!window.__earlySubmits) new Function(earlySubmitScript())();
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container?.remove();
  });

  return {
    prerender(element: ReactElement) {
      container = document.createElement("div");
      container.innerHTML = renderToString(element);
      document.body.append(container);
      return container;
    },
    hydrate: (element: ReactElement) =>
      act(async () => {
        root = hydrateRoot(container!, element);
      }),
    container: () => container!,
  };
}
