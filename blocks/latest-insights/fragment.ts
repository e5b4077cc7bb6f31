// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { newestFirst, originalPost, postCardFragment, singleton, visiblePost } from "../../content/fragments";

// The twelve newest posts (the most a section shows) of the page's language's blog, else of the
// English one (a Spanish page before the first Spanish post); the component keeps `count` of them.
export const latestInsightsFragment = /* groq */ `_type == "latestInsights" => {
  heading, count, allLabel,
  "posts": select(
    count(*[${visiblePost}][0...1]) > 0 => *[${visiblePost}] | ${newestFirst}[0...12]${postCardFragment},
    *[${originalPost}] | ${newestFirst}[0...12]${postCardFragment}
  ),
  "labels": ${singleton("insightsPage")}{readingTimeLabel}
}` as const;
