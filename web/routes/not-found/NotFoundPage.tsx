import { NotFoundContent } from "#web/features/not-found/NotFoundContent.tsx";
import type { NotFoundPageQueryResult } from "#content/sanity.types.ts";
import type { Found } from "./publishedSince";
import { InsightsPage } from "#web/routes/insights/InsightsPage.tsx";
import { PublishedPage } from "./PublishedPage";

/**
 * The not-found message, or what was published since the build at its address (live content),
 * with its usual template, kept out of search engines until the next build writes it.
 */
export function NotFoundPage({ content, found }: { content: NotFoundPageQueryResult; found: Found | null }) {
  if (found?.blog) return <InsightsPage content={found.blog} />;
  if (found) return <PublishedPage found={found} />;
  return <NotFoundContent content={content} />;
}
