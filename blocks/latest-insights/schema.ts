import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";
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

export const latestInsightsBlock = defineBlock({
  name: "latestInsights",
  title: "Latest insights",
  icon: DocumentTextIcon,
  fields: [
    field({
      name: "heading",
      title: "Heading",
      type: "sectionHeading",
      description: "Eyebrow, title and intro above the cards of the newest posts.",
      validation: (rule) => rule.required(),
    }),
    field({
      name: "count",
      title: "Number of posts",
      type: "number",
      description: `How many of the newest posts the section shows as cards (1 to ${MAX_COUNT}).`,
      initialValue: DEFAULT_COUNT,
      validation: (rule) => rule.integer().min(1).max(MAX_COUNT),
    }),
    field({
      name: "allLabel",
      title: "All posts link",
      type: "string",
      description: "Link under the cards to /insights, e.g. All insights. Empty: no link.",
      initialValue: "All insights",
    }),
  ],
});
