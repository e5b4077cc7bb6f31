import type { Rule } from "sanity";
import { HIDDEN_CHARACTERS } from "../../content/plainText";

type Definition = {
  type?: string;
  fields?: Definition[];
  of?: Definition[];
  validation?: unknown;
};

// Not global: `test` on a global expression carries its position from one value to the next.
const HIDDEN_CHARACTER = new RegExp(HIDDEN_CHARACTERS.source);

const noHiddenCharacters = (value: unknown) =>
  typeof value !== "string" ||
  !HIDDEN_CHARACTER.test(value) ||
  "Remove the invisible control or text-direction characters (pasted text can carry them)";

/**
 * The schema types with every string and text field, at any depth, refusing hidden characters
 * (content/plainText.ts) as an error, beside the field's own rules.
 */
export function withPlainText<T>(types: T[]): T[] {
  const visit = (definition: Definition): Definition => {
    const own = definition.validation;
    const checked =
      definition.type === "string" || definition.type === "text"
        ? {
            validation: (rule: Rule) =>
              [typeof own === "function" ? own(rule) : own, rule.custom(noHiddenCharacters).error()]
                .flat()
                .filter(Boolean),
          }
        : {};
    return {
      ...definition,
      ...(definition.fields ? { fields: definition.fields.map(visit) } : {}),
      ...(definition.of ? { of: definition.of.map(visit) } : {}),
      ...checked,
    };
  };
  return types.map((type) => visit(type as Definition) as T);
}
