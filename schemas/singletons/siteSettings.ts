import { CogIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  fields: [
    defineField({
      name: "siteName",
      title: "Site name",
      type: "string",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "tagline", title: "Tagline", type: "string" }),
    defineField({
      name: "promoBanner",
      title: "Promo banner",
      type: "object",
      description: "The strip above the navigation. Leave the text empty to hide it.",
      fields: [
        defineField({ name: "text", title: "Text", type: "string" }),
        defineField({ name: "cta", title: "Link", type: "cta" }),
      ],
    }),
    defineField({
      name: "contactEmail",
      title: "Contact e-mail",
      type: "string",
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: "contactPhone",
      title: "Contact phone",
      type: "string",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "phoneHours",
      title: "Phone hours",
      type: "string",
      description: "e.g. Mon-Fri 9AM-6PM EST",
    }),
    defineField({ name: "address", title: "Address", type: "string" }),
    defineField({
      name: "socialLinks",
      title: "Social links",
      type: "array",
      of: [defineArrayMember({ type: "socialLink" })],
    }),
    defineField({ name: "footerBlurb", title: "Footer blurb", type: "text", rows: 3 }),
    defineField({
      name: "footerCta",
      title: "Footer button",
      type: "cta",
      initialValue: { label: "Free Consultation", href: "/contact" },
    }),
    defineField({
      name: "primaryCta",
      title: "Navbar button",
      type: "cta",
      description: "Shown to signed-out visitors next to Sign In.",
      initialValue: { label: "Get Started", href: "/signup" },
    }),
    defineField({
      name: "agentTopBarCta",
      title: "Agent page top bar button",
      type: "cta",
      initialValue: { label: "Get Started", href: "/contact" },
    }),
    defineField({ name: "copyright", title: "Copyright", type: "string" }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
