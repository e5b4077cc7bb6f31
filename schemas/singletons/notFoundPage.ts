import { ErrorOutlineIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

export const notFoundPage = defineType({
  name: "notFoundPage",
  title: "Not-found page",
  type: "document",
  icon: ErrorOutlineIcon,
  fields: [
    defineField({ name: "title", title: "Title", type: "string", initialValue: "Oops! Page Not Found" }),
    defineField({ name: "text", title: "Text", type: "text", rows: 3 }),
    defineField({
      name: "homeCta",
      title: "Home button",
      type: "cta",
      initialValue: { label: "Back to Home", href: "/" },
    }),
    defineField({
      name: "helpCta",
      title: "Help button",
      type: "cta",
      initialValue: { label: "Get Help", href: "/contact" },
    }),
    defineField({
      name: "helpTitle",
      title: "Help title",
      type: "string",
      initialValue: "Need Automation Help?",
    }),
    defineField({ name: "helpText", title: "Help text", type: "text", rows: 2 }),
    defineField({ name: "seo", title: "SEO", type: "seo" }),
  ],
  preview: { prepare: () => ({ title: "Not-found page" }) },
});
