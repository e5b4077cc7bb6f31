import type {
  AgentContent,
  AgentPageLabels,
  GalleryContent,
  InsightsLabels,
  LegalPageContent,
  PageContent,
  PostContent,
  PostListContent,
} from "#content/contentTypes.ts";
import { documentPath } from "#content/documentPaths.ts";
import { postListPath } from "#content/postLists.ts";
import type { Language } from "#content/languages.ts";
import { fillTokens } from "#web/features/legal/legalBody.ts";
import { formatDate, formatMonthYear, type Formats } from "#web/shared/ui/format.ts";
import { relatedPosts } from "#web/features/insights/postBody.ts";
import { sectionMarkdown } from "#blocks/markdown.ts";
import { statList, type BlockContext, type ContactDetails } from "#blocks/markdownParts.ts";
import { plansTable } from "#blocks/agent-plans/markdown.ts";
import { galleryMarkdown } from "#blocks/image-gallery/markdown.ts";
import { portableTextMarkdown } from "#content/markdown/portableText.ts";
import { bulletList, heading, joinParts, markdownLink, markdownText } from "#content/markdown/text.ts";

export type PageContext = { language: Language; formats: Formats; contact?: ContactDetails };

type Card = { title?: string | null; description?: string | null; features?: (string | null)[] | null };
const cards = (list: readonly Card[] | null | undefined) =>
  (list ?? []).map((card) =>
    joinParts([heading(3, card.title), markdownText(card.description), bulletList(card.features)]),
  );

/** A page built from blocks: its banner (title, intro, highlights) unless it opens with a hero, then its sections. */
export function builtPageMarkdown(page: PageContent, context: PageContext): string {
  const sections = (page.sections ?? []).filter((section) => section && !section.hidden);
  const hero = sections[0]?._type === "hero";
  return joinParts([
    hero ? "" : joinParts([heading(1, page.title), markdownText(page.intro), statList(page.highlights)]),
    ...sections.map((section, index) =>
      sectionMarkdown(section, { ...context, atTop: hero && index === 0 } satisfies BlockContext),
    ),
  ]);
}

/** Each tab's content under the tab's name. */
export function agentMarkdown(agent: AgentContent, labels: AgentPageLabels, context: PageContext): string {
  const tabs = labels?.tabLabels;
  return joinParts([
    heading(1, agent.heroTagline || agent.name),
    markdownText(agent.heroText),
    statList(agent.stats),
    heading(2, tabs?.overview),
    ...cards(agent.overviewCards),
    heading(2, tabs?.capabilities),
    ...cards(agent.capabilityCards),
    heading(2, tabs?.pricing),
    plansTable(agent.plans, context),
    heading(2, tabs?.useCases),
    ...cards(agent.useCases),
    heading(2, tabs?.demo),
    heading(3, agent.demoForm?.title),
    markdownText(agent.demoForm?.description),
  ]);
}

/** The terms page shows the gallery under it. */
export function legalPageMarkdown(
  page: LegalPageContent,
  { formats }: PageContext,
  gallery?: GalleryContent | null,
): string {
  const updated = formatMonthYear(page.lastUpdated, formats);
  return joinParts([
    heading(1, page.title),
    markdownText(page.intro),
    updated ? `${markdownText(page.lastUpdatedLabel)} ${updated}`.trim() : "",
    portableTextMarkdown(fillTokens(page.body ?? [], page)),
    gallery ? galleryMarkdown(gallery.title, gallery) : "",
  ]);
}

type PostLine = {
  title?: string | null;
  slug?: string | null;
  publishedAt?: string | null;
  excerpt?: string | null;
};

const postLines = (posts: readonly PostLine[] | null | undefined, { language, formats }: PageContext) =>
  (posts ?? [])
    .map((post) => {
      const link = markdownLink(
        markdownText(post.title),
        post.slug ? documentPath("post", post.slug, language) : null,
      );
      return `- ${[link, formatDate(post.publishedAt, formats), markdownText(post.excerpt)].filter(Boolean).join(" · ")}`;
    })
    .join("\n");

export function postMarkdown(post: PostContent, labels: InsightsLabels, context: PageContext): string {
  const { language, formats } = context;
  const authors = (post.authors ?? []).filter((author) => author?.name);
  const byline = [
    authors.length
      ? [markdownText(labels?.byLabel), authors.map((author) => markdownText(author.name)).join(", ")]
          .filter(Boolean)
          .join(" ")
      : "",
    formatDate(post.publishedAt, formats),
    (post.categories ?? [])
      .map((category) =>
        markdownLink(
          markdownText(category?.title),
          category?.slug ? categoryPath(category.slug, language) : null,
        ),
      )
      .filter(Boolean)
      .join(", "),
  ].filter(Boolean);
  const related = relatedPosts(post.sameCategory, post.newest);
  return joinParts([
    heading(1, post.title),
    markdownText(post.excerpt),
    byline.join(" · "),
    portableTextMarkdown(post.body),
    authors.length ? heading(2, labels?.aboutAuthorLabel) : "",
    ...authors.map((author) =>
      joinParts([heading(3, author.name), markdownText(author.role), markdownText(author.bio)]),
    ),
    related.length ? heading(2, labels?.relatedLabel) : "",
    postLines(related, context),
  ]);
}

const categoryPath = (slug: string, language: Language) => postListPath({ kind: "category", slug, language });

export function postListMarkdown(list: PostListContent, context: PageContext): string {
  const { category, author, labels } = list;
  const [title, intro] = category
    ? [category.title, category.description]
    : author
      ? [author.name, author.bio]
      : [labels?.title, labels?.intro];
  return joinParts([heading(1, title), markdownText(intro), postLines(list.posts, context)]);
}
