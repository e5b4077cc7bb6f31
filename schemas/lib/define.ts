import type { ArrayOfType, FieldDefinition } from "sanity";

// Sanity's defineField and defineArrayMember only help TypeScript. These do the same without
// Sanity's runtime, for schemas in modules the site's own code also reaches (blocks/).
// Marked free of side effects, so a bundle that does not use a schema drops it.
/* @__NO_SIDE_EFFECTS__ */
export function field<T extends FieldDefinition>(definition: T) {
  return definition;
}
/* @__NO_SIDE_EFFECTS__ */
export function member<T extends ArrayOfType>(definition: T) {
  return definition;
}
