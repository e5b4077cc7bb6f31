import { SplitHorizontalIcon } from "@sanity/icons/SplitHorizontal";
import { field } from "../../schemas/lib/define";
import { imageField } from "../../schemas/lib/fields";
import { richTextMember } from "../../schemas/lib/richText";
import { defineBlock } from "../defineBlock";
import { ctaFragment, imageFragment } from "../../content/fragments";

export const imageTextBlock = defineBlock({
  name: "imageText",
  title: "Image and text",
  icon: SplitHorizontalIcon,
  fields: [
    imageField(
      "image",
      "Image",
      "The picture beside the text (above it on phones), cropped to 4:3.",
      "pages",
      {
        required: true,
      },
    ),
    field({
      name: "imageSide",
      title: "Image side",
      type: "string",
      description: "Which side of the text the image sits on, on screens wide enough for both.",
      options: {
        list: [
          { value: "left", title: "Left" },
          { value: "right", title: "Right" },
        ],
        layout: "radio",
        direction: "horizontal",
      },
      initialValue: "right",
    }),
    field({
      name: "heading",
      title: "Heading",
      type: "sectionHeading",
      description: "Eyebrow, title and intro at the top of the text.",
    }),
    field({
      name: "body",
      title: "Body",
      type: "array",
      of: [richTextMember],
      description: "The text beside the image: paragraphs, headings, lists and links.",
    }),
    field({
      name: "cta",
      title: "Button",
      type: "cta",
      description: "A button under the text.",
    }),
  ],
});

export const imageTextFragment = /* groq */ `_type == "imageText" => {
  image${imageFragment}, imageSide, heading, body, cta${ctaFragment}
}`;
