import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { UNSAFE_decodeViaTurboStream as decode } from "react-router";
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
import { LANGUAGE_IDS, languageOfPath } from "#content/languages.ts";
import { rootQuery } from "#content/queries.ts";
import { fetchContent } from "#web/shared/sanity/fetch.server.ts";
import { markdownPath } from "#web/features/seo/sitePaths.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import {
  agentMarkdown,
  builtPageMarkdown,
  legalPageMarkdown,
  postListMarkdown,
  postMarkdown,
  type PageContext,
} from "./markdownPages.server";

/** The file React Router's prerendering wrote a page's route data to: `/pricing.data`, the home page's `/_.data`. */
const dataFile = (client: string, page: string) =>
  path.join(client, `${page.replace(/\/+$/, "") || "/_"}.data`);

/** Its route loader's `content`, from the page's data file. */
async function routeContent(client: string, page: string): Promise<Record<string, unknown>> {
  const { value } = await decode(
    new Blob([await readFile(dataFile(client, page))]).stream(),
    globalThis as typeof window,
  );
  const results = Object.values(value as Record<string, { data?: { content?: unknown } } | null>);
  const content = results.find((result) => result?.data?.content)?.data?.content;
  if (!content || typeof content !== "object") throw new Error(`No page content in the data of ${page}`);
  return content as Record<string, unknown>;
}

/** By the shape of what its route loaded (the routes' `load` results); null for another shape. */
export function pageMarkdown(content: Record<string, unknown>, context: PageContext): string | null {
  const { page, gallery, agent, labels, list, post } = content as {
    page?: { _type?: string } | null;
    gallery?: GalleryContent | null;
    agent?: AgentContent | null;
    labels?: AgentPageLabels;
    list?: PostListContent | null;
    post?: { post: PostContent | null; labels: InsightsLabels } | null;
  };
  if (page?._type === "page") return builtPageMarkdown(page as PageContent, context);
  // The terms' route loads the page with the gallery it shows; the privacy policy's, the page alone.
  if (page?._type === "legalPage") return legalPageMarkdown(page as LegalPageContent, context, gallery);
  if (content._type === "legalPage") return legalPageMarkdown(content as LegalPageContent, context);
  if (agent) return agentMarkdown(agent, labels ?? null, context);
  if (post?.post) return postMarkdown(post.post, post.labels, context);
  if (list) return postListMarkdown(list, context);
  return null;
}

/**
 * From the content its route loaded, which the prerendering wrote to its data file. A page whose
 * content has no Markdown shape stops the build, naming it: its head and llms.txt link there.
 */
export async function writeMarkdownTwins(client: string, pages: readonly { path: string }[]) {
  // The site's contact details, per language: in the root's data, which the pages' files leave out.
  const contacts = new Map(
    await Promise.all(
      LANGUAGE_IDS.map(
        async (language) =>
          [language, (await fetchContent(rootQuery, { language })).settings ?? undefined] as const,
      ),
    ),
  );
  await Promise.all(
    pages.map(async ({ path: page }) => {
      const language = languageOfPath(page);
      const markdown = pageMarkdown(await routeContent(client, page), {
        language,
        formats: messagesIn(language).formats,
        contact: contacts.get(language),
      });
      if (markdown === null)
        throw new Error(`No Markdown for ${page}: its route's content has no known shape`);
      const file = path.join(client, markdownPath(page));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${markdown}\n`);
    }),
  );
}
