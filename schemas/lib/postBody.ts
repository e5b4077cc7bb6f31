import { field, member } from "./define";
import { linkAnnotation, richTextBasics } from "./richText";

/**
 * A post's body (schemas/documents/post.ts): Portable Text with three heading levels (each
 * becomes an entry of the post's table of contents), quotes, lists, bold, italics, inline code
 * and links, and between the paragraphs images, call-outs, code blocks, tables and a
 * call-to-action band from the page builder.
 */
export const postBodyField = field({
  name: "body",
  title: "Body",
  type: "array",
  description:
    "The post's text on /insights/<slug>, under the cover image. Each heading also becomes an entry of the table of contents beside it, and the reading time is counted from it.",
  of: [
    member({
      type: "block",
      styles: [
        ...richTextBasics.styles,
        { title: "Heading 4", value: "h4" },
        { title: "Quote", value: "blockquote" },
      ],
      lists: richTextBasics.lists,
      marks: {
        decorators: [...richTextBasics.decorators, { title: "Code", value: "code" }],
        annotations: [linkAnnotation],
      },
    }),
    member({ type: "postImage" }),
    member({ type: "callout" }),
    member({ type: "codeBlock" }),
    member({ type: "table" }),
    member({ type: "ctaBand" }),
  ],
});
