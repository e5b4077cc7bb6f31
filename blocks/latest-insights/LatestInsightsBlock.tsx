import { PostCard } from "#web/features/insights/PostCard.tsx";
import { localizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import { ContentSection } from "#web/shared/ui/ContentSection.tsx";
import type { BlockProps } from "#blocks/types.ts";

/**
 * The newest posts as cards, as many as the section asks for (its fragment in schema.ts chooses
 * them), and a link to the blog. No posts, no section.
 */
export default function LatestInsightsBlock({ block, id }: BlockProps<"latestInsights">) {
  const posts = (block.posts ?? []).filter((post) => post?.slug);
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
