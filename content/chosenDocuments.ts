import { amongEnd, isOriginal, translationAmong } from "./fragments";

/**
 * GROQ for the documents an editor chose in a block's `field` (schemas/lib/chosenDocuments.ts),
 * in the chosen order, or, when none is chosen, all the documents `filter` finds, in their
 * `order`, each in the page's language (its translation, else itself). A chosen document the filter
 * leaves out (or a deleted one) is not shown. Follow it
 * with the documents' projection:
 * `${chosenOrAll("services", '_type == "consultingService"')}${consultingServiceFragment}`.
 *
 * Its arguments are literals, not imported constants: typegen resolves a function's literal
 * arguments only. Its type is the query's text (as `singleton`'s): the page query's type must
 * stay the literal typegen's result types are looked up by.
 */
export const chosenOrAll = <Field extends string, Filter extends string>(field: Field, filter: Filter) =>
  /* groq */ `select(
  count(${field}) > 0 => (${field}[]->)[${filter}],
  *[${filter} && ${isOriginal}] | order(order asc)
)[]${translationAmong}${filter}${amongEnd}` as const;
