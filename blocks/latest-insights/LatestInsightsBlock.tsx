import { PostCard } from "#web/features/insights/PostCard.tsx";
import { localizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import { ContentSection } from "#web/shared/ui/ContentSection.tsx";
import type { BlockProps } from "#blocks/types.ts";
import { DEFAULT_COUNT } from "./fragment";

/** The newest posts as cards, and a link to the blog. No posts, no section. */
export default function LatestInsightsBlock({ block, id }: BlockProps<"latestInsights">) {
  const count = typeof block.count === "number" && block.count >= 1 ? Math.floor(block.count) : DEFAULT_COUNT;
  const posts = (block.posts ?? []).filter((post) => post?.slug).slice(0, count);
  if (!posts.length) return null;
  return (
    <ContentSection id={id} heading={block.heading}>
      <ul className="post-grid">
        {posts.map((post) => (
          <li key={post._id}>
            <PostCard post={post} labels={block.labels} headingLevel={block.heading?.title ? 3 : 2} />
          </li>
        ))}
      </ul>
      {block.allLabel ? (
        <p className="latest-insights__all">
          <CtaLink href={localizedPath(paths.insights, posts[0]?.language ?? undefined)} variant="outline">
            {block.allLabel}
          </CtaLink>
        </p>
      ) : null}
    </ContentSection>
  );
}
