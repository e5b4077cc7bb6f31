import type { PostListContent } from "#content/contentTypes.ts";
import { insightsCrumbs, type Crumb } from "#web/shared/ui/crumbs.ts";
import { pageCount, postListPath, type PostListPage } from "#content/postLists.ts";
import { pageOf } from "./pageOf";

/** For the list's banner and head. */
export function postListHeading(content: PostListContent, list: PostListPage) {
  const { labels, category, author } = content;
  const insights = labels?.title ?? "";
  const own =
    list.kind === "category"
      ? { title: category?.title || list.slug, text: category?.description, eyebrow: labels?.categoryEyebrow }
      : list.kind === "author"
        ? { title: author?.name || list.slug, text: author?.bio, eyebrow: labels?.authorEyebrow }
        : { title: insights, text: labels?.intro, eyebrow: null };
  const pages = pageCount(content.total);
  const later = list.page > 1 ? pageOf(labels, list.page, pages) : "";
  const ownCrumb: Crumb[] =
    list.kind === "all" ? [] : [{ label: own.title, ...(later ? { href: postListPath(list) } : {}) }];
  const crumbs =
    list.kind === "all" && !later
      ? [{ label: insights }]
      : insightsCrumbs(insights, list.language, ...ownCrumb, ...(later ? [{ label: later }] : []));
  return { ...own, crumbs, pageLabel: later, pages };
}
