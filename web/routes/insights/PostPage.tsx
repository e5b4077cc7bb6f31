import CtaBandBlock from "#blocks/cta-band/CtaBandBlock.tsx";
import { PostArticle } from "#web/features/insights/PostArticle.tsx";
import type { InsightsLabels, PostContent } from "#content/contentTypes.ts";

type PostPageProps = { post: PostContent; labels: InsightsLabels; url: string };

/** A post, the page builder's call-to-action bands in its body drawn as on any page. */
export function PostPage({ post, labels, url }: PostPageProps) {
  return (
    <PostArticle
      post={post}
      labels={labels}
      url={url}
      blocks={{
        ctaBand: ({ value }) => (
          <CtaBandBlock
            block={{ ...value, anchorId: null, hidden: null } as never}
            id={`cta-${value._key}`}
            atTop={false}
          />
        ),
      }}
    />
  );
}
