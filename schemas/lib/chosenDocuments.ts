import { field, member } from "./define";

type ChosenDocumentsField = {
  /** The field's name, which the block's fragment reads (`chosenOrAll` in content/chosenDocuments.ts). */
  name: string;
  title: string;
  /** The document type an editor picks from. */
  type: string;
  /** What the chosen documents are on the page, e.g. "The agents whose cards the grid shows". */
  description: string;
};

/**
 * A block's "show these documents" field: references in the order the section shows them,
 * or none for all of them in their usual order. Read with `chosenOrAll`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function chosenDocumentsField({ name, title, type, description }: ChosenDocumentsField) {
  return field({
    name,
    title,
    type: "array",
    of: [member({ type: "reference", to: [{ type }], options: { disableNew: true } })],
    description: `${description}, in this order. Leave empty to show them all, in their usual order.`,
    validation: (rule) => rule.unique(),
  });
}
