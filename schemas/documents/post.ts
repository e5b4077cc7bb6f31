import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineArrayMember, defineField, defineType } from "sanity";
import { imageField, languageField } from "../lib/fields";
import { postBodyField } from "../lib/postBody";
import { TEXT_MAX, isUniqueSlug, validSlug } from "../lib/validation";

/** The most characters a post's excerpt may have: it is the card text and the feed's summary. */
export const EXCERPT_MAX = 200;

export const post = defineType({
  name: "post",
  title: "Post",
  type: "document",
  icon: DocumentTextIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "card", title: "Card and meta" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    languageField(),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      group: "card",
      description: "The post's heading, on its card in the lists of /insights and in the breadcrumb.",
      validation: (rule) => rule.required().max(TEXT_MAX.POST_TITLE),
    }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      group: "card",
      description: "The post's address: /insights/<slug>. Must be unique.",
      options: { source: "title", isUnique: isUniqueSlug },
      validation: (rule) => rule.required().custom(validSlug("post")),
    }),
    defineField({
      name: "excerpt",
      title: "Excerpt",
      type: "text",
      rows: 3,
      group: "card",
      description: `The post's summary: on its card, under its title on the post, in the feeds and as its search result snippet. At most ${EXCERPT_MAX} characters.`,
      validation: (rule) => rule.required().max(EXCERPT_MAX),
    }),
    defineField({
      ...imageField(
        "coverImage",
        "Cover image",
        "Wide picture at the top of the post and on its card in the lists.",
        "posts",
      ),
      group: "card",
    }),
    defineField({
      name: "authors",
      title: "Authors",
      type: "array",
      group: "card",
      description:
        "Named under the post's title and on its card; each gets an author card at the end of the post.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "author" }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: "categories",
      title: "Categories",
      type: "array",
      group: "card",
      description:
        "Shown above the post's title and on its card; the post is listed on each category's page and its feed. The first one picks the related posts.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "category" }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "publishedAt",
      title: "Published",
      type: "datetime",
      group: "card",
      description: "Date shown on the post and its card; the lists show the newest first.",
      validation: (rule) => rule.required(),
    }),
    defineField({ ...postBodyField, group: "content" }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      group: "seo",
      description: "Browser tab title, search result snippet and share image of the post.",
    }),
  ],
  orderings: [
    { title: "Newest first", name: "publishedAtDesc", by: [{ field: "publishedAt", direction: "desc" }] },
  ],
  preview: {
    select: { title: "title", date: "publishedAt", author: "authors.0.name", media: "coverImage" },
    prepare: ({ title, date, author, media }) => ({
      title,
      subtitle: [typeof date === "string" ? date.slice(0, 10) : "no date", author]
        .filter(Boolean)
        .join(" · "),
      media,
    }),
  },
});
