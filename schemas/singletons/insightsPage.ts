import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType } from "sanity";
import { inFieldset, labelField, languageField } from "../lib/fields";
import { BLOG_TITLE } from "../lib/defaultTexts";

/** The blog's own texts: its list's banner and the labels every list and post shares. */
export const insightsPage = defineType({
  name: "insightsPage",
  title: "Insights page and labels",
  type: "document",
  icon: DocumentTextIcon,
  description: "The /insights list's banner and SEO, and the labels shared by every post and post list.",
  groups: [
    { name: "list", title: "Lists", default: true },
    { name: "post", title: "Posts" },
    { name: "seo", title: "SEO" },
  ],
  fieldsets: [
    { name: "banner", title: "Banner of /insights" },
    { name: "pagination", title: "Pagination under a list" },
    { name: "lists", title: "Empty list, author and category pages" },
    { name: "byline", title: "Reading time and authors (posts and their cards)" },
    { name: "around", title: "Beside and after a post's text" },
    { name: "share", title: "Share links under a post" },
  ],
  fields: [
    languageField(),
    ...inFieldset("banner", [
      labelField(
        "title",
        "Title",
        "Large heading of the /insights banner, and its breadcrumb; the breadcrumb step before every post, category and author page.",
        BLOG_TITLE,
        { group: "list" },
      ),
      defineField({
        name: "intro",
        title: "Intro",
        type: "text",
        rows: 3,
        group: "list",
        description: "Paragraph under the heading of the /insights banner, and its search result snippet.",
      }),
    ]),
    ...inFieldset("pagination", [
      labelField(
        "pageLabel",
        '"Page" label',
        'Before the page number in the title and the pagination of a list\'s later pages ("Page 2 of 3").',
        "Page",
        { group: "list" },
      ),
      labelField(
        "ofLabel",
        '"of" label',
        'Between the page number and the number of pages ("Page 2 of 3").',
        "of",
        { group: "list" },
      ),
      labelField(
        "newerLabel",
        "Newer posts link",
        "Link to the previous page of a post list (newer posts).",
        "Newer posts",
        { group: "list" },
      ),
      labelField(
        "olderLabel",
        "Older posts link",
        "Link to the next page of a post list (older posts).",
        "Older posts",
        { group: "list" },
      ),
      labelField(
        "paginationLabel",
        "Pagination name",
        "Not visible: how screen readers name the pagination under a post list.",
        "Pages",
        { group: "list" },
      ),
    ]),
    ...inFieldset("lists", [
      labelField("emptyText", "No posts text", "Shown on a list that has no posts yet.", "No posts yet.", {
        group: "list",
      }),
      labelField(
        "authorEyebrow",
        "Author page eyebrow",
        "Small line above the author's name on an author page.",
        "Posts by",
        { group: "list" },
      ),
      labelField(
        "categoryEyebrow",
        "Category page eyebrow",
        "Small line above the category's title on a category page.",
        "Category",
        { group: "list" },
      ),
    ]),
    ...inFieldset("byline", [
      labelField(
        "readingTimeLabel",
        "Reading time label",
        'After the minutes of reading time on posts and their cards ("6 min read").',
        "min read",
        { group: "post" },
      ),
      labelField("byLabel", '"By" label', "Before the authors' names under a post's title.", "By", {
        group: "post",
      }),
    ]),
    ...inFieldset("around", [
      labelField(
        "contentsLabel",
        "Contents heading",
        "Heading of the table of contents beside a post's text (shown when it has headings).",
        "On this page",
        { group: "post" },
      ),
      labelField(
        "aboutAuthorLabel",
        "Author card heading",
        "Heading above the author cards at the end of each post.",
        "About the author",
        { group: "post" },
      ),
      labelField(
        "authorPostsLabel",
        "Author's posts link",
        "Link on the author card to the author's page.",
        "All posts by this author",
        { group: "post" },
      ),
      labelField(
        "relatedLabel",
        "Related posts heading",
        "Heading of the three related posts at the end of each post.",
        "Related insights",
        { group: "post" },
      ),
      labelField(
        "previousLabel",
        "Previous post label",
        "Above the title of the previous (older) post at the end of each post.",
        "Previous post",
        { group: "post" },
      ),
      labelField(
        "nextLabel",
        "Next post label",
        "Above the title of the next (newer) post at the end of each post.",
        "Next post",
        { group: "post" },
      ),
    ]),
    ...inFieldset("share", [
      labelField(
        "shareLabel",
        "Share heading",
        "Heading of the share links under each post.",
        "Share this post",
        { group: "post" },
      ),
      labelField(
        "copyLinkLabel",
        "Copy link button",
        "Button under each post that copies its address.",
        "Copy link",
        { group: "post" },
      ),
      labelField(
        "copiedLabel",
        "Link copied message",
        "Replaces the copy button's text once the address is copied.",
        "Link copied",
        { group: "post" },
      ),
      labelField(
        "copyFailedLabel",
        "Link not copied message",
        "Shown next to the copy button when the browser refused to copy, followed by the post's address to copy by hand.",
        "Copy this address:",
        { group: "post" },
      ),
      labelField(
        "emailShareLabel",
        "Email share link",
        "Share link under each post that opens an email with its address.",
        "Email",
        { group: "post" },
      ),
    ]),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      group: "seo",
      description: "Browser tab title, search result snippet and share image of /insights.",
    }),
  ],
  preview: { prepare: () => ({ title: "Insights page and labels" }) },
});
