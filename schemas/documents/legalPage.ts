import { DocumentTextIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { isUniqueSlug, validHref } from "../lib/validation";

const usesToken = (body: unknown, token: string) => JSON.stringify(body ?? []).includes(token);

const ROUTED_SLUGS = ["terms-conditions", "privacy-policy"];

export const legalPage = defineType({
  name: "legalPage",
  title: "Legal page",
  type: "document",
  icon: DocumentTextIcon,
  fields: [
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      description: "The page address: terms-conditions or privacy-policy.",
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
    defineField({ name: "intro", title: "Intro", type: "text", rows: 3 }),
    defineField({
      name: "lastUpdated",
      title: "Last updated",
      type: "date",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "body",
      title: "Body",
      type: "array",
      description:
        "Write {jurisdiction} or {noticeDays} to insert the fields below; while a field is empty the page shows a bracketed placeholder.",
      of: [
        defineArrayMember({
          type: "block",
          styles: [
            { title: "Normal", value: "normal" },
            { title: "Heading 2", value: "h2" },
            { title: "Heading 3", value: "h3" },
          ],
          lists: [
            { title: "Bullet", value: "bullet" },
            { title: "Numbered", value: "number" },
          ],
          marks: {
            decorators: [
              { title: "Strong", value: "strong" },
              { title: "Emphasis", value: "em" },
            ],
            annotations: [
              defineArrayMember({
                name: "link",
                title: "Link",
                type: "object",
                fields: [
                  defineField({
                    name: "href",
                    title: "Link",
                    type: "string",
                    description: "A path on this site (/privacy-policy), mailto:, tel: or an http(s):// URL.",
                    validation: (rule) => rule.required().custom(validHref),
                  }),
                ],
              }),
            ],
          },
        }),
      ],
    }),
    defineField({
      name: "jurisdiction",
      title: "Jurisdiction",
      type: "string",
      description: "Replaces {jurisdiction} in the body, e.g. the State of New York.",
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
      description: "Replaces {noticeDays} in the body.",
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
    defineField({ name: "seo", title: "SEO", type: "seo" }),
  ],
  preview: { select: { title: "title", subtitle: "lastUpdated" } },
});
