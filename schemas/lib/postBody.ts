import { field, member } from "./define";
import { linkAnnotation } from "./richText";

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
        { title: "Normal", value: "normal" },
        { title: "Heading 2", value: "h2" },
        { title: "Heading 3", value: "h3" },
        { title: "Heading 4", value: "h4" },
        { title: "Quote", value: "blockquote" },
      ],
      lists: [
        { title: "Bullet", value: "bullet" },
        { title: "Numbered", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Strong", value: "strong" },
          { title: "Emphasis", value: "em" },
          { title: "Code", value: "code" },
        ],
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
