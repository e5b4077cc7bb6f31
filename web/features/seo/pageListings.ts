import type {
  AgentListing as Agent,
  SeoContent as Seo,
  SitePageListings,
} from "~/shared/content/contentTypes";
// Relative: react-router.config.ts loads this module without the app's ~ alias.
import { formatPeriod, formatPrice } from "../../shared/ui/format";
import { pageDescription, pageTitle } from "./pageTitle";
import { HOME_SLUG, paths } from "../../shared/paths";

type Document = { _updatedAt: string; title?: string | null; text?: string | null; seo: Seo } | null;

/** What a page's generated share image shows. */
export type ShareCard = {
  title: string;
  /** A small line above the title (an agent page: the agents page's title). */
  eyebrow?: string;
  /** A line under the title (an agent page: the agent's tagline). */
  tagline?: string;
  /** An agent's lowest plan price, "From $299/month". */
  price?: string;
};

/** An indexable page as the build lists it: its sitemap entry, llms.txt line and share image. */
export type PageListing = {
  path: string;
  /** Its <title>, as the page's tags have it. */
  title: string;
  description: string;
  /** When its document last changed (ISO 8601). */
  lastmod?: string;
  noIndex: boolean;
  /** The editor's share image, cropped instead of drawing `card`. */
  image: NonNullable<Seo>["image"];
  card: ShareCard;
};

/** "From $299/month": the agent's lowest plan price, as the agent cards say it. */
export function fromPrice(agent: Pick<Agent, "cheapestPlan">, fromLabel: string | null | undefined) {
  const plan = agent.cheapestPlan;
  if (typeof plan?.price !== "number") return undefined;
  return [fromLabel?.trim(), `${formatPrice(plan.price)}${formatPeriod(plan.period)}`]
    .filter(Boolean)
    .join(" ");
}

function page(path: string, doc: Document, siteName: string | null, card: ShareCard): PageListing {
  return {
    path,
    title: pageTitle(doc?.seo, doc?.title ?? card.title, siteName),
    description: pageDescription(doc?.seo, doc?.text),
    ...(doc?._updatedAt ? { lastmod: doc._updatedAt } : {}),
    noIndex: Boolean(doc?.seo?.noIndex),
    image: doc?.seo?.image ?? null,
    card,
  };
}

/**
 * Every page search engines may list, from the content: the pages built from blocks (home first),
 * each agent and the legal pages. Pages marked noIndex are in the list with `noIndex: true`; the
 * sitemap and llms.txt leave them out.
 */
export function pageListings(content: SitePageListings): PageListing[] {
  const siteName = content.settings?.siteName ?? null;
  const named = (doc: { title?: string | null } | null, fallback: string) => ({
    title: doc?.title || fallback,
  });
  const agentsTitle = content.agentsTitle || "AI Agents";
  const pages = [...content.pages].sort(
    (a, b) => Number(b.slug === HOME_SLUG) - Number(a.slug === HOME_SLUG),
  );
  return [
    ...pages.map((built) =>
      page(
        paths.page(built.slug),
        built,
        siteName,
        named(built, built.slug === HOME_SLUG ? (siteName ?? "") : (built.slug ?? "")),
      ),
    ),
    ...content.agents.map((agent) => {
      const price = fromPrice(agent, content.fromLabel);
      const doc = {
        _updatedAt: agent._updatedAt,
        title: agent.name,
        text: agent.cardDescription,
        seo: agent.seo,
      };
      return page(paths.agent(agent.slug), doc, siteName, {
        title: agent.name ?? "",
        eyebrow: agentsTitle,
        ...(agent.heroTagline ? { tagline: agent.heroTagline } : {}),
        ...(price ? { price } : {}),
      });
    }),
    ...content.legal.map((legal) => page(`/${legal.slug}`, legal, siteName, named(legal, legal.slug ?? ""))),
  ];
}
