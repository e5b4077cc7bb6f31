import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType } from "sanity";
import { labelField, languageField } from "../lib/fields";
import { richTextMember } from "../lib/richText";
import { TEXT_MAX, isUniqueSlug } from "../lib/validation";

const usesToken = (body: unknown, token: string) => JSON.stringify(body ?? []).includes(token);

const ROUTED_SLUGS = ["terms-conditions", "privacy-policy"];

export const legalPage = defineType({
  name: "legalPage",
  title: "Legal page",
  type: "document",
  icon: DocumentTextIcon,
  fields: [
    languageField(),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Large heading of the page banner, and the breadcrumb.",
      validation: (rule) => rule.required().max(TEXT_MAX.TITLE),
    }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      description: "The page's address: /terms-conditions or /privacy-policy.",
      options: { source: "title", isUnique: isUniqueSlug },
      validation: (rule) =>
        rule
          .required()
          .custom(
            (slug) =>
              !slug?.current ||
              ROUTED_SLUGS.includes(slug.current) ||
              `Only ${ROUTED_SLUGS.join(" and ")} have a page on the site`,
          ),
    }),
    defineField({
      name: "intro",
      title: "Intro",
      type: "text",
      rows: 3,
      description: "Paragraph under the last-updated date, above the contents list.",
    }),
    defineField({
      name: "lastUpdated",
      title: "Last updated",
      type: "date",
      description: 'Shown as "Last updated: <month year>" at the top of the page.',
      validation: (rule) => rule.required(),
    }),
    labelField(
      "lastUpdatedLabel",
      '"Last updated" label',
      "Before the month and year of the last update, at the top of the page.",
      "Last updated:",
    ),
    labelField(
      "contentsLabel",
      "Contents heading",
      "Heading of the list of section links at the top of the page (shown when the body has more than one section).",
      "Contents",
    ),
    defineField({
      name: "body",
      title: "Body",
      type: "array",
      description:
        "The page's text; each Heading 2 also becomes an entry of the contents list. Write {jurisdiction} or {noticeDays} to insert the fields below; while a field is empty the page shows a bracketed placeholder.",
      of: [richTextMember],
    }),
    defineField({
      name: "jurisdiction",
      title: "Jurisdiction",
      type: "string",
      description: "Replaces {jurisdiction} in the body text, e.g. the State of New York.",
      validation: (rule) =>
        rule
          .custom(
            (value: string | undefined, { document }) =>
              !!value?.trim() ||
              !usesToken(document?.body, "{jurisdiction}") ||
              "Placeholder still empty: the page shows [jurisdiction]",
          )
          .warning(),
    }),
    defineField({
      name: "noticeDays",
      title: "Notice days",
      type: "number",
      description: "Replaces {noticeDays} in the body text, e.g. 30.",
      validation: (rule) => [
        rule.integer().min(1),
        rule
          .custom(
            (value: number | undefined, { document }) =>
              value != null ||
              !usesToken(document?.body, "{noticeDays}") ||
              "Placeholder still empty: the page shows [notice days]",
          )
          .warning(),
      ],
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      description: "Browser tab title and search result snippet of the page.",
    }),
  ],
  preview: { select: { title: "title", subtitle: "lastUpdated" } },
});
