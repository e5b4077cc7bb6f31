import type { ComponentType } from "react";
import type { ContentLoad } from "#content/config.ts";
import { livePageContent, type PageData } from "#web/shared/sanity/live.ts";
import { makeClientLoader } from "#web/shared/navigation/clientLoader.ts";
import { lazyPart } from "#web/shared/ui/lazyPart.tsx";

/**
 * A content page's client loader, handle and page (a lazy part). The route module writes its
 * `loader = makeLoader(load, describe)` itself: React Router takes server-only exports out of the
 * browser's bundle, which it cannot do for one destructured from a call.
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
