import { useEffect, useState } from "react";
import type { MetaDescriptor } from "react-router";
import { NotFoundContent } from "#web/features/not-found/NotFoundContent.tsx";
import type { NotFoundData } from "#web/features/not-found/notFoundData.ts";
import type { Found } from "./publishedSince";
import { contentIsLive, live } from "#web/shared/sanity/live.ts";
import { PageHead } from "#web/shared/i18n/useAlternates.ts";
import { lazyPart } from "#web/shared/ui/lazyPart.tsx";
import { siteLayout } from "#web/shell/layouts.ts";

// Loaded only for what was published since the build (live content): the not-found page's own
// visitors never download them.
const InsightsPage = lazyPart(() =>
  import("#web/routes/insights/InsightsPage.tsx").then((m) => m.InsightsPage),
);
const PublishedPage = lazyPart(() => import("./PublishedPage").then((m) => m.PublishedPage));

const titleOf = (head: MetaDescriptor[]) =>
  head.flatMap((tag) => ("title" in tag && typeof tag.title === "string" ? [tag.title] : [])).at(0);

type LiveAddress = { content: NotFoundData["content"]; found: Found | null };

/**
 * With live content, the page's texts again and what was published since the build at its address;
 * null until then. The page refreshes only itself: a revalidation would run the loaders of whatever
 * route the address matches, which has no data there.
 */
function useLiveAddress({ language }: NotFoundData) {
  const [now, setNow] = useState<LiveAddress | null>(null);
  useEffect(() => {
    if (!contentIsLive()) return;
    let current = true;
    const url = new URL(window.location.href);
    void live(async (fetch, q) => {
      const { publishedAt } = await import("./publishedSince");
      const [content, found] = await Promise.all([
        fetch(q.notFoundPageQuery, { language }),
        publishedAt(fetch, q, url.pathname, language),
      ]);
      return { content, found };
    }, url).then((loaded) => {
      if (!current || !loaded) return;
      setNow(loaded);
      if (loaded.found) document.title = titleOf(loaded.found.head) ?? document.title;
    });
    return () => {
      current = false;
    };
  }, [language]);
  return now;
}

/** With live content, what was published at the address since the build takes the page's place. */
export function NotFoundBoundary({ data }: { data: NotFoundData }) {
  const now = useLiveAddress(data);
  return (
    <PageHead value={now?.found?.head ?? null}>
      <siteLayout.Frame>
        {now?.found?.blog ? (
          <InsightsPage content={now.found.blog} />
        ) : now?.found ? (
          <PublishedPage found={now.found} />
        ) : (
          <NotFoundContent content={now?.content ?? data.content} />
        )}
      </siteLayout.Frame>
    </PageHead>
  );
}
