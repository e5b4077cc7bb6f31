import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { field, member } from "../../schemas/lib/define";
import { iconField } from "../../schemas/lib/fields";
import { defineBlock } from "../defineBlock";

const iconCard = member({
  name: "iconCard",
  title: "Card",
  type: "object",
  icon: ThLargeIcon,
  fields: [
    iconField("Icon at the top left of the card."),
    field({
      name: "title",
      title: "Title",
      type: "string",
      description: "Heading of the card, under its icon.",
      validation: (rule) => rule.required(),
    }),
    field({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Text under the card's heading.",
    }),
    field({
      name: "badge",
      title: "Badge",
      type: "string",
      description:
        'Small pill at the card\'s top right, next to its icon, e.g. "5+ years". Leave empty for none.',
      validation: (rule) => rule.max(20).warning("A badge reads best in a few words."),
    }),
  ],
  preview: { select: { title: "title", subtitle: "badge" } },
});

export const iconCardsBlock = defineBlock({
  name: "iconCards",
  title: "Icon cards",
  icon: ThLargeIcon,
  fields: [
    field({
      name: "heading",
      title: "Heading",
      type: "sectionHeading",
      description:
        "Eyebrow, title and intro above the cards. Without one, each card's title is a heading of the page (as mission and vision).",
    }),
    field({
      name: "cards",
      title: "Cards",
      type: "array",
      of: [iconCard],
      description: "The cards in the grid, in their order: icon, title, text and an optional badge.",
      validation: (rule) => rule.required().min(1),
    }),
    field({
      name: "columns",
      title: "Columns",
      type: "number",
      description: "How many cards a row holds on wide screens; narrower screens show fewer.",
      options: { list: [2, 3, 4], layout: "radio", direction: "horizontal" },
      initialValue: 3,
    }),
    field({
      name: "muted",
      title: "Tinted background",
      type: "boolean",
      description: "Puts the section on the light grey band, to set it apart from its neighbours.",
      initialValue: false,
    }),
  ],
  initialValue: {
    heading: { _type: "sectionHeading", title: "Why teams choose us" },
    columns: 3,
    muted: false,
  },
});

export const iconCardsFragment = /* groq */ `_type == "iconCards" => {
  heading, columns, muted, cards[]{_key, icon, title, description, badge}
}`;
