import { UserIcon } from "@sanity/icons/User";
import { defineArrayMember, defineField, defineType } from "sanity";
import { imageField } from "../lib/fields";
import { TEXT_MAX, isUniqueSlug, validSlug } from "../lib/validation";

export const author = defineType({
  name: "author",
  title: "Author",
  type: "document",
  icon: UserIcon,
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      description:
        "Shown under each post's title, on the author card at the end of the post, and as the heading of the author's page.",
      validation: (rule) => rule.required().max(TEXT_MAX.NAME),
    }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      description: "The author's page address: /insights/author/<slug>. Must be unique.",
      options: { source: "name", isUnique: isUniqueSlug },
      validation: (rule) => rule.required().custom(validSlug("author")),
    }),
    defineField({
      name: "role",
      title: "Role",
      type: "string",
      description: "Under the name on the author card and the author's page, e.g. Head of Automation.",
    }),
    imageField(
      "photo",
      "Photo",
      "Round portrait on the author card at the end of each post and on the author's page.",
      "people",
    ),
    defineField({
      name: "bio",
      title: "Short bio",
      type: "text",
      rows: 3,
      description: "A few sentences on the author card at the end of each post and on the author's page.",
    }),
    defineField({
      name: "links",
      title: "Links",
      type: "array",
      description: "Profile links on the author card and the author's page (LinkedIn, X…).",
      of: [defineArrayMember({ type: "socialLink" })],
    }),
  ],
  preview: { select: { title: "name", subtitle: "role", media: "photo" } },
});
