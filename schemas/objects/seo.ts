import { SearchIcon } from "@sanity/icons/Search";
import { imageOptions } from "../lib/mediaTags";
import { defineField, defineType } from "sanity";

export const seo = defineType({
  name: "seo",
  title: "SEO",
  type: "object",
  icon: SearchIcon,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description:
        "Browser tab and search result title of this page. Empty: the page title and the site name.",
      validation: (rule) => rule.max(60).warning("Search engines cut titles after about 60 characters."),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Snippet under the title in search results. Not shown on the page itself.",
      validation: (rule) =>
        rule.max(160).warning("Search engines cut descriptions after about 160 characters."),
    }),
    defineField({
      name: "image",
      title: "Share image",
      type: "image",
      description:
        "Not shown on the page: the picture of this page's preview when its link is shared (social networks, chats), cropped to 1200×630 around the hotspot. Empty: an image drawn from the page title (and an agent's name, tagline and price).",
      options: imageOptions("share-images"),
    }),
    defineField({
      name: "noIndex",
      title: "Hide from search engines",
      type: "boolean",
      description:
        "Not shown on the page. On: search engines are asked not to list this page (a noindex tag), and it is left out of /sitemap.xml and /llms.txt.",
      initialValue: false,
    }),
  ],
});
