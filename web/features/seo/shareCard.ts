import { formatPeriod, formatPrice, type Formats } from "#web/shared/ui/format.ts";
import { IMAGE_REF } from "#web/shared/sanity/imageCrop.ts";
import { AGENTS_TITLE, BLOG_TITLE } from "#schemas/lib/defaultTexts.ts";

/**
 * What a page's generated share image shows besides the site's logo, name and host: the build
 * draws it and the page's head describes it (og:image:alt), both from here.
 */
export type ShareCard = {
  title: string;
  /** A small line above the title (an agent page: the agents page's title). */
  eyebrow?: string;
  /** A line under the title (an agent page: the agent's tagline). */
  tagline?: string;
  /** An agent's lowest plan price, "From $299/month". */
  price?: string;
};

export const cardSiteName = (siteName: string | null | undefined, siteUrl: string) =>
  siteName || new URL(siteUrl).host;

/** The card's text top to bottom; the host in its corner is left out: it is the shared link's own. */
export const shareImageAlt = (card: ShareCard, siteName: string) =>
  [siteName, card.eyebrow, card.title, card.tagline, card.price].filter(Boolean).join(" · ");

type SeoImage = { asset?: { _ref?: string | null } | null } | null | undefined;

export const isEditorImage = (image: SeoImage) => IMAGE_REF.test(image?.asset?._ref ?? "");

type Plan = { price?: number | null; period?: string | null };

/** An agent's lowest-priced plan (the first of them on a tie), if any plan has a price. */
export const cheapestPlan = (plans: readonly Plan[] | null | undefined) =>
  (plans ?? []).reduce<Plan | null>(
    (lowest, plan) =>
      typeof plan.price === "number" && (lowest === null || plan.price < (lowest.price ?? 0)) ? plan : lowest,
    null,
  );

/** "From $299/month", as the agent cards say it. */
export function fromPrice(
  agent: { cheapestPlan: Plan | null },
  fromLabel: string | null | undefined,
  formats: Formats,
) {
  const plan = agent.cheapestPlan;
  if (typeof plan?.price !== "number") return undefined;
  return [fromLabel?.trim(), `${formatPrice(plan.price)}${formatPeriod(plan.period, formats)}`]
    .filter(Boolean)
    .join(" ");
}

type Agent = { name?: string | null; heroTagline?: string | null; plans?: readonly Plan[] | null };

export function agentCard(
  agent: Agent,
  labels: { agentsTitle?: string | null; fromLabel?: string | null },
  formats: Formats,
): ShareCard {
  const price = fromPrice({ cheapestPlan: cheapestPlan(agent.plans) }, labels.fromLabel, formats);
  return {
    title: agent.name ?? "",
    eyebrow: labels.agentsTitle || AGENTS_TITLE,
    ...(agent.heroTagline ? { tagline: agent.heroTagline } : {}),
    ...(price ? { price } : {}),
  };
}

type Blog = { title?: string | null; byLabel?: string | null } | null | undefined;

const blogName = (blog: Blog) => blog?.title || BLOG_TITLE;

export function postCard(
  title: string | null | undefined,
  authors: readonly (string | null | undefined)[],
  blog: Blog,
): ShareCard {
  const names = authors.filter(Boolean).join(", ");
  return {
    title: title ?? "",
    eyebrow: blogName(blog),
    ...(names ? { tagline: [blog?.byLabel, names].filter(Boolean).join(" ") } : {}),
  };
}

/** `own`: a category or an author; `later`: "Page 2 of 3" on later pages. */
export function postListCard(blog: Blog, own: { title?: string | null } | null, later: string): ShareCard {
  return {
    title: (own ? own.title : null) || blogName(blog),
    ...(own ? { eyebrow: blogName(blog) } : {}),
    ...(later ? { tagline: later } : {}),
  };
}
