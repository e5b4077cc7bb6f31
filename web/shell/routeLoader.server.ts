import { pageHead, type PageHeadInput } from "#web/features/seo/pageHead.server.ts";
import { fetchContent } from "#web/shared/sanity/fetch.server.ts";
import type { PageData } from "#web/shared/sanity/live.ts";
import { fetchIn, type ContentLoad } from "#content/config.ts";
import { languageOfPath } from "#content/languages.ts";
import * as queries from "#content/queries.ts";

/** A page route's loader: its content at build time and the head that `describe` makes of it. */
export const makeLoader =
  <C>(load: ContentLoad<C>, describe: (content: C) => Omit<PageHeadInput, "url">) =>
  async ({ url }: { url: URL }): Promise<PageData<C>> => {
    const content = await load(fetchIn(fetchContent, languageOfPath(url.pathname)), queries);
    return { content, head: await pageHead({ url, ...describe(content) }) };
  };
