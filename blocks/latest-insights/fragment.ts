// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { newestFirst, postCardFragment, singleton, visiblePost } from "../../content/fragments";

// The twelve newest posts (the most a section shows) of the page's language's blog: none, and no
// section, on a page whose language has no post yet. The component keeps `count` of them.
export const latestInsightsFragment = /* groq */ `_type == "latestInsights" => {
  heading, count, allLabel,
  "posts": *[${visiblePost}] | ${newestFirst}[0...12]${postCardFragment},
  "labels": ${singleton("insightsPage")}{readingTimeLabel}
}` as const;
