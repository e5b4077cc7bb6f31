import { languageOfPath } from "#content/languages.ts";
import type { Route } from "./+types/route";
import { agentJsonLd } from "#web/features/seo/offerJsonLd.ts";
import { pageHead } from "#web/features/seo/pageHead.server.ts";
import { agentCard } from "#web/features/seo/shareCard.ts";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import type { ContentFetcher } from "#content/config.ts";
import { fetchIn } from "#content/config.ts";
import { fetchContent } from "#web/shared/sanity/fetch.server.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { headMeta, livePageContent } from "#web/shared/sanity/live.ts";
import * as queries from "#content/queries.ts";
import type { Queries } from "#content/config.ts";
import { agentCrumbs } from "#web/shared/ui/crumbs.ts";
import { makeClientLoader } from "#web/shared/navigation/clientLoader.ts";
import { lazyPart } from "#web/shared/ui/lazyPart.tsx";
import { agentLayout } from "#web/shell/layouts.ts";
import { nothingHere } from "#web/routes/not-found/notFound.server.ts";

// An agent removed from the content after the build: live content finds no agent here, and
// the page shows the not-found page's content instead, as any unknown address does.
export const load = async (fetch: ContentFetcher, q: Queries, slug: string) => {
  const content = await fetch(q.agentPageQuery, { slug });
  return { ...content, notFound: content.agent ? null : await fetch(q.notFoundPageQuery) };
};

export const loader = async ({ url, params }: Route.LoaderArgs) => {
  const language = languageOfPath(url.pathname);
  const fetch = fetchIn(fetchContent, language);
  const content = await load(fetch, queries, params.slug);
  const { agent, labels } = content;
  if (!agent) return nothingHere(url);
  const head = await pageHead({
    url,
    seo: agent.seo,
    pageTitle: agent.name,
    pageText: agent.cardDescription,
    card: agentCard(
      agent,
      { agentsTitle: labels?.title, fromLabel: labels?.fromLabel },
      messagesIn(language).formats,
    ),
    crumbs: agentCrumbs(labels?.title ?? "", agent.name ?? "", agent.language),
    translations: agent.translations,
    structuredData: ({ settings, siteUrl }) => [agentJsonLd(agent, settings?.siteName ?? null, siteUrl)],
  });
  return { content, head };
};

const AgentPage = lazyPart(() => import("#web/features/agents/AgentPage.tsx").then((m) => m.AgentPage));
// Loaded only when it is shown: an agent page's own visitors never download it.
const NotFoundContent = lazyPart(() =>
  import("#web/features/not-found/NotFoundContent.tsx").then((m) => m.NotFoundContent),
);
type Content = Awaited<ReturnType<typeof load>>;

export const { clientLoader, handle } = makeClientLoader({
  // The agent the page was prerendered for: this route module loads before every agent page's first
  // paint, so it imports no more than it must.
  live: livePageContent<Content>((fetch, q, { prerendered }) =>
    load(fetch, q, prerendered.content.agent?.slug ?? ""),
  ),
  // With the agent layout's parts: a page prefetched from the site's pages lands with its top bar.
  code: ({ content }) => [content.agent ? AgentPage : NotFoundContent, ...agentLayout.parts],
});

export const meta = headMeta;

export default function AgentRoute({ loaderData }: Route.ComponentProps) {
  const { agents } = useRootData();
  const { agent, labels, notFound } = loaderData.content;
  if (!agent) return <NotFoundContent content={notFound} />;
  return <AgentPage agent={agent} labels={labels} agents={agents} />;
}
