import { pageHead, type PageHeadInput } from "~/features/seo/pageHead.server";
import { fetchContent } from "~/shared/content/fetch.server";
import type { PageData } from "~/shared/content/live";
import { fetchIn, type ContentLoad } from "@content/config";
import { languageOfPath } from "@content/languages";
import * as queries from "@content/queries";

/**
 * A page route's loader: its content from the build's source (Sanity or the bundled dataset)
 * and the head that `describe` makes of it. The route's client loader applies live content with
 * the same `load` (`makeClientLoader` with `livePageContent(load)`), and its meta is `headMeta`.
 */
export const makeLoader =
  <C>(load: ContentLoad<C>, describe: (content: C) => Omit<PageHeadInput, "url">) =>
  async ({ url }: { url: URL }): Promise<PageData<C>> => {
    const content = await load(fetchIn(fetchContent, languageOfPath(url.pathname)), queries);
    return { content, head: await pageHead({ url, ...describe(content) }) };
  };
