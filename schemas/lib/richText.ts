import { validHref } from "./validation";
import { field, member } from "./define";

/** A link on words of Portable Text, checked by the site's rule for links (`validHref`). */
export const linkAnnotation = member({
  name: "link",
  title: "Link",
  type: "object",
  fields: [
    field({
      name: "href",
      title: "Link",
      type: "string",
      description:
        "Where the linked words lead: a path on this site (/privacy-policy), mailto:, tel: or an http(s):// URL.",
      validation: (rule) => rule.required().custom(validHref),
    }),
  ],
});

/** The styles, lists and decorators every Portable Text of the site has. */
export const richTextBasics = {
  styles: [
    { title: "Normal", value: "normal" },
    { title: "Heading 2", value: "h2" },
    { title: "Heading 3", value: "h3" },
  ],
  lists: [
    { title: "Bullet", value: "bullet" },
    { title: "Numbered", value: "number" },
  ],
  decorators: [
    { title: "Strong", value: "strong" },
    { title: "Emphasis", value: "em" },
  ],
};

/** Portable Text as the site renders it: paragraphs, two heading levels, lists, bold, italics, links. */
export const richTextMember = member({
  type: "block",
  styles: richTextBasics.styles,
  lists: richTextBasics.lists,
  marks: { decorators: richTextBasics.decorators, annotations: [linkAnnotation] },
});
