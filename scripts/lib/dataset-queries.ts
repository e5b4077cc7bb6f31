import { evaluate, parse } from "groq-js";
import type { DatasetDocument, PathSegment } from "./dataset-checks";

// GROQ queries (groq-js) over the documents of an NDJSON dataset, for what
// `sanity documents validate` cannot check offline: references and slug uniqueness.

export interface Reference {
  /** path of the object holding the `_ref`, e.g. `relatedAgent` or `gallery[_key=="a"].image.asset` */
  path: PathSegment[];
  ref: string;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An array item's path segment: its `_key` when it has one, else its index. */
export const itemSegment = (item: unknown, index: number): PathSegment =>
  isPlainObject(item) && typeof item._key === "string" ? { _key: item._key } : index;

/** Every object with a string `_ref` in a document, image asset references included. */
function referencesIn(doc: DatasetDocument): Reference[] {
  const references: Reference[] = [];
  const visit = (value: unknown, path: PathSegment[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, itemSegment(item, index)]));
    } else if (isPlainObject(value)) {
      if (typeof value._ref === "string") references.push({ path, ref: value._ref });
      for (const [name, child] of Object.entries(value)) visit(child, [...path, name]);
    }
  };
  visit(doc, []);
  return references;
}

/** A reference found in the `index`th of the documents searched. */
export type FoundReference = Reference & { index: number };

const UNRESOLVED = parse("$references[!(ref in *[]._id)]");

/** The references in `documents` whose `_ref` is the `_id` of none of them: one query for all. */
export async function unresolvedReferences(documents: readonly DatasetDocument[]): Promise<FoundReference[]> {
  const references = documents.flatMap((doc, index) =>
    referencesIn(doc).map((reference) => ({ ...reference, index })),
  );
  const result = await evaluate(UNRESOLVED, { dataset: documents, params: { references } });
  return (await result.get()) as FoundReference[];
}

/** The `_id` of the first document (in file order) of `type` whose slug field `field` is `slug`. */
export async function slugOwner(
  documents: readonly DatasetDocument[],
  { type, field, slug }: { type: string; field: string; slug: string },
): Promise<string | undefined> {
  // `@[$field]` reads the field the parameter names; parse resolves it from the parameters.
  const params = { type, field, slug };
  const query = parse("*[_type == $type && @[$field].current == $slug][0]._id", { params });
  return (await (await evaluate(query, { dataset: documents, params })).get()) ?? undefined;
}
