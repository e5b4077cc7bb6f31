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
      description:
        "Next to the logo in the navbar, footer and mobile menu; ends the browser tab title of pages without an SEO title.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "tagline",
      title: "Tagline",
      type: "string",
      description: "Not shown on the site at the moment.",
    }),
    defineField({
      name: "promoBanner",
      title: "Promo banner",
      type: "object",
      description: "The strip above the top bar of the agent pages. Leave the text empty to hide it.",
      fields: [
        defineField({
          name: "text",
          title: "Text",
          type: "string",
          description: "The offer in the promo strip on the agent pages.",
        }),
        defineField({
          name: "cta",
          title: "Link",
          type: "cta",
          description: "Link after the text in the promo strip.",
        }),
      ],
    }),
    defineField({
      name: "contactEmail",
      title: "Contact e-mail",
      type: "string",
      description: "In the footer, the contact page's details and the home page's contact section.",
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: "contactPhone",
      title: "Contact phone",
      type: "string",
      description: "In the footer, the contact page's details and the home page's contact section.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "phoneHours",
      title: "Phone hours",
      type: "string",
      description: "After the phone number in the footer and the contact details, e.g. Mon-Fri 9AM-6PM EST.",
    }),
    defineField({
      name: "address",
      title: "Address",
      type: "string",
      description: "In the contact details on /contact.",
    }),
    defineField({
      name: "socialLinks",
      title: "Social links",
      type: "array",
      description: "Icon links in the footer, in this order.",
      of: [defineArrayMember({ type: "socialLink" })],
    }),
    defineField({
      name: "footerBlurb",
      title: "Footer blurb",
      type: "text",
      rows: 3,
      description: "Text under the logo in the footer.",
    }),
    defineField({
      name: "footerCta",
      title: "Footer button",
      type: "cta",
      description: "Button at the right of the footer.",
      initialValue: { label: "Free Consultation", href: "/contact" },
    }),
    defineField({
      name: "primaryCta",
      title: "Navbar button",
      type: "cta",
      description: "Navbar button for signed-out visitors, next to Sign In.",
      initialValue: { label: "Get Started", href: "/signup" },
    }),
    defineField({
      name: "agentTopBarCta",
      title: "Agent page top bar button",
      type: "cta",
      description: "Button at the right of the agent pages' top bar.",
      initialValue: { label: "Get Started", href: "/contact" },
    }),
    defineField({
      name: "copyright",
      title: "Copyright",
      type: "string",
      description: "Bottom line of the footer.",
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
