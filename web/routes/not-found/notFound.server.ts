import { data, redirect } from "react-router";
import { normalPath } from "#content/documentPaths.ts";
import { languageOfPath } from "#content/languages.ts";
import * as queries from "#content/queries.ts";
import { redirectStatus } from "#content/sitePages.ts";
import { pageHead } from "#web/features/seo/pageHead.server.ts";
import { fetchContent } from "#web/shared/sanity/fetch.server.ts";
import type { NotFoundData } from "#web/features/not-found/notFoundData.ts";

/**
 * At a redirect's old address, the redirect: its data file holds it, so a link inside the site lands
 * on the destination (the host answers the address itself). Anywhere else the not-found page.
 */
export async function nothingHere(url: URL): Promise<never> {
  const from = normalPath(url.pathname);
  const { redirects } = await fetchContent(queries.contentSlugsQuery);
  const found = redirects.find((candidate) => candidate.from === from);
  if (found?.to) throw redirect(found.to, redirectStatus(found));
  const language = languageOfPath(from);
  const content = await fetchContent(queries.notFoundPageQuery, { language });
  const head = await pageHead({ url, seo: content?.seo, pageTitle: content?.title, noIndex: true });
  throw data({ content, language, head } satisfies NotFoundData, { status: 404, statusText: "Not Found" });
}
