import type { ComponentType } from "react";
import type { ContentLoad } from "#content/config.ts";
import { livePageContent, type PageData } from "#web/shared/sanity/live.ts";
import { makeClientLoader } from "#web/shared/navigation/clientLoader.ts";
import { lazyPart } from "#web/shared/ui/lazyPart.tsx";

/**
 * What a content page's route module has in common with the others: its client loader, which
 * applies live content with the route's `load` and loads the page's code before a navigation
 * shows it; its `handle`; `meta`, the head its loader made; and the page, a lazy part given the
 * content. The route module writes its `load` and `loader = makeLoader(load, describe)` itself:
 * React Router takes server-only exports out of the browser's bundle, which it cannot do for one
 * destructured from a call.
 */
export function contentRoute<C>(
  load: ContentLoad<C>,
  importPage: () => Promise<ComponentType<{ content: C }>>,
) {
  const Part = lazyPart(importPage);
  return {
    ...makeClientLoader<PageData<C>>({ live: livePageContent(load), code: () => [Part] }),
    Page: ({ loaderData }: { loaderData: PageData<C> }) => <Part content={loaderData.content} />,
  };
}
