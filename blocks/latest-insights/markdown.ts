import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading, type BlockContext } from "#blocks/markdownParts.ts";
import { documentPath } from "#content/documentPaths.ts";
import { joinParts, markdownLink, markdownText } from "#content/markdown/text.ts";

/** The latest insights as Markdown: the section's heading, then each post's link and excerpt. */
export const latestInsightsMarkdown = (block: BlockOf<"latestInsights">, { language }: BlockContext) =>
  joinParts([
    sectionHeading(block.heading),
    (block.posts ?? [])
      .map((post) => {
        const link = markdownLink(
          markdownText(post.title),
          post.slug ? documentPath("post", post.slug, language) : null,
        );
        return post.excerpt ? `- ${link}: ${markdownText(post.excerpt)}` : `- ${link}`;
      })
      .join("\n"),
  ]);
