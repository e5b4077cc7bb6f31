import { ErrorOutlineIcon } from "@sanity/icons/ErrorOutline";
import { defineField, defineType } from "sanity";
import { languageField } from "../lib/fields";

export const notFoundPage = defineType({
  name: "notFoundPage",
  title: "Not-found page",
  type: "document",
  icon: ErrorOutlineIcon,
  fields: [
    languageField(),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Large heading of the page shown for an unknown address.",
      initialValue: "Oops! Page Not Found",
    }),
    defineField({
      name: "text",
      title: "Text",
      type: "text",
      rows: 3,
      description: "Paragraph under the not-found heading.",
    }),
    defineField({
      name: "homeCta",
      title: "Home button",
      type: "cta",
      description: "First button on the not-found page.",
      initialValue: { label: "Back to Home", href: "/" },
    }),
    defineField({
      name: "helpCta",
      title: "Help button",
      type: "cta",
      description: "Second button on the not-found page.",
      initialValue: { label: "Get Help", href: "/contact" },
    }),
    defineField({
      name: "helpTitle",
      title: "Help title",
      type: "string",
      description: "Heading of the help box below the buttons.",
      initialValue: "Need Automation Help?",
    }),
    defineField({
      name: "helpText",
      title: "Help text",
      type: "text",
      rows: 2,
      description: "Text of the help box below the buttons.",
    }),
    defineField({
      name: "helpLinkLabel",
      title: "Help link",
      type: "string",
      description: "Link at the end of the help box below the buttons; it opens the contact page.",
      initialValue: "Talk to our team",
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      description: "Browser tab title of the not-found page (it is never indexed).",
    }),
  ],
  preview: { prepare: () => ({ title: "Not-found page" }) },
});
