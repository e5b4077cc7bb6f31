import type { ComponentType } from "react";
import type { FieldDefinition, Rule } from "sanity";
import { field } from "../schemas/lib/define";

/** An element id a link can point to (#faq): what an anchor id field accepts. */
export const anchorIdRule = (rule: Rule) =>
  rule.regex(/^[a-z][a-z0-9-]*$/, { name: "lowercase letters, digits and hyphens, starting with a letter" });

// What every block has besides its own fields: an anchor to link to it and a switch to hide it.
const anchorIdField = field({
  name: "anchorId",
  title: "Anchor id",
  type: "string",
  description:
    "The section's id on the page, for links to it (/pricing#faq). Lowercase letters, digits and hyphens; leave empty when nothing links to it.",
  validation: anchorIdRule,
});

const hiddenField = field({
  name: "hidden",
  title: "Hidden",
  type: "boolean",
  description: "Hides the section from the published page without deleting it.",
  initialValue: false,
});

type BlockDefinition = {
  /** The block's `_type`: the same name as its folder under blocks/, in camelCase. */
  name: string;
  /** What the Studio calls it in the "Add item" menu and in the section list. */
  title: string;
  icon: ComponentType;
  fields: FieldDefinition[];
  /** The field whose value names the section in the Studio's list (a path, "heading.title"). */
  previewField?: string;
  initialValue?: Record<string, unknown>;
};

/**
 * A page-builder block: an object type with its own fields, an anchor id and a "hidden" switch.
 * Free of side effects: the site's bundle, which reads only the blocks' fragments, drops it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineBlock({
  name,
  title,
  icon,
  fields,
  previewField = "heading.title",
  initialValue,
}: BlockDefinition) {
  return {
    name,
    title,
    type: "object" as const,
    icon,
    fields: [...fields, anchorIdField, hiddenField],
    initialValue: { hidden: false, ...initialValue },
    preview: {
      select: { label: previewField, hidden: "hidden" },
      prepare: ({ label, hidden }: { label?: unknown; hidden?: boolean }) => ({
        title: typeof label === "string" && label.trim() ? label : title,
        subtitle: hidden ? `${title} · hidden` : title,
        media: icon,
      }),
    },
  };
}
