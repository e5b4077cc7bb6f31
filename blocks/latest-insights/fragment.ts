// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { newestFirst, postCardFragment, singleton, visiblePost } from "../../content/fragments";

/** How many posts the section shows when its document does not say (the schema's initial value). */
export const DEFAULT_COUNT = 3;

/** The most posts a section shows (the schema's maximum). */
export const MAX_COUNT = 12;

// Whether the post in scope comes before the post `^` in `newestFirst`: undated first (as GROQ
// orders a missing date, descending), then newer, then the smaller id among equals.
const comesBefore = /* groq */ `(!defined(publishedAt) && defined(^.publishedAt))
  || publishedAt > ^.publishedAt
  || ((publishedAt == ^.publishedAt || !defined(publishedAt) && !defined(^.publishedAt)) && _id < ^._id)`;

// The newest posts of the page's language's blog, as many as the section shows (its `count`):
// none, and no section, on a page whose language has no post yet. A GROQ slice takes only
// constant numbers, so of the newest MAX_COUNT a post is kept when fewer than `count` posts come
// before it: a page's data carries no card it does not show (the home page's carried twelve to
// show three, 9 KB of its 16 KB gzipped). Counting for the newest alone keeps the work linear
// in the posts, not quadratic.
export const latestInsightsFragment = /* groq */ `_type == "latestInsights" => {
  heading, count, allLabel,
  "posts": (*[${visiblePost}] | ${newestFirst}[0...${MAX_COUNT}])[count(*[${visiblePost} && (${comesBefore})]) < select(^.count >= 1 => ^.count, ${DEFAULT_COUNT})]${postCardFragment},
  "labels": ${singleton("insightsPage")}{readingTimeLabel}
}` as const;
