import { DocumentsIcon } from "@sanity/icons/Documents";
import { defineArrayMember, defineField, defineType } from "sanity";
import { blockSchemas } from "../../blocks/registry";
import { pageSlugProblem } from "../../content/addressRules";
import { TEXT_MAX, isUniqueSlug } from "../lib/validation";
import { languageField } from "../lib/fields";
import { sectionsInsertMenu } from "../lib/blockPictures";

export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  icon: DocumentsIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    languageField(),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      group: "content",
      description:
        "The page's name: its banner heading (unless it opens with a hero), its breadcrumb and its browser tab title.",
      validation: (rule) => rule.required().max(TEXT_MAX.TITLE),
    }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      group: "content",
      description:
        "The page's address after the domain: careers is /careers, solutions/ecommerce is /solutions/ecommerce.",
      options: {
        source: "title",
        isUnique: isUniqueSlug,
      },
      validation: (rule) =>
        rule.required().custom((slug) => (slug?.current ? (pageSlugProblem(slug.current) ?? true) : true)),
    }),
    defineField({
      name: "intro",
      title: "Intro",
      type: "text",
      rows: 3,
      group: "content",
      description:
        "Paragraph in the page's banner, under its title (pages that open with a hero have no banner), and the description search engines show when the SEO fields have none.",
    }),
    defineField({
      name: "highlights",
      title: "Highlights",
      type: "array",
      group: "content",
      description:
        'Up to three short figures in the page\'s banner: a panel beside the title on wide screens, a row under the intro on phones ("24 hours" / "Response Time"). Pages that open with a hero show its stats instead.',
      of: [defineArrayMember({ type: "stat" })],
      validation: (rule) => rule.max(3),
    }),
    defineField({
      name: "sections",
      title: "Sections",
      type: "array",
      group: "content",
      description: "The page's sections from top to bottom: add, reorder, hide or remove them.",
      of: blockSchemas.map((block) => defineArrayMember({ type: block.name })),
      options: { insertMenu: sectionsInsertMenu },
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      group: "seo",
      description: "Title, description and share image for search engines and social networks.",
    }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current" },
    prepare: ({ title, slug }) => ({ title, subtitle: slug ? `/${slug}` : "No address yet" }),
  },
});
