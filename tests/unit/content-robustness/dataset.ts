import { readFileSync } from "node:fs";
import path from "node:path";
import type { ClientReturn } from "@sanity/client";
import type { SanityDocumentLike as Doc } from "sanity";
import { withLanguage } from "#content/config.ts";
import { parseSeedDataset } from "#content/seedDataset.ts";
import { queryRunner } from "../run-query";

export type { Doc };

// --- The bundled dataset, loaded as fetch.server.ts loads it -------------------------------

const SEED_FILE = path.resolve("studio/seed/production.ndjson");
export const bundled = parseSeedDataset(readFileSync(SEED_FILE, "utf8"), SEED_FILE);

export function bundledDoc(id: string): Doc {
  const doc = bundled.find((candidate) => candidate._id === id);
  if (!doc) throw new Error(`The bundled dataset has no document ${id}`);
  return doc;
}

// --- Variants of a document -----------------------------------------------------------------

/** A field of a document removed or emptied: a top-level field, or `sections.<key>.<field>`, a
 * field of one section of a page built from blocks. */
export type Variant = { docId: string; field: string; change: "without" | "with empty" };

const SYSTEM_FIELDS = new Set(["_id", "_type", "_rev", "_createdAt", "_updatedAt", "_key"]);
// The route needs these to exist: an agent page, a legal page and a built page are found by slug.
const KEPT_FIELDS: Record<string, string[]> = {
  agent: ["slug"],
  legalPage: ["slug"],
  page: ["slug"],
  post: ["slug"],
  author: ["slug"],
  category: ["slug"],
};

// The extracted schema marks each field the Studio does not require as `optional`.
type Attributes = Record<string, { optional?: boolean }>;
type SchemaType = { name: string; attributes?: Attributes; value?: { attributes?: Attributes } };
const schemaTypes = JSON.parse(readFileSync(path.resolve("schemas/schema.json"), "utf8")) as SchemaType[];

function isOptional(type: string, field: string): boolean {
  const schemaType = schemaTypes.find((candidate) => candidate.name === type);
  const attribute = (schemaType?.attributes ?? schemaType?.value?.attributes)?.[field];
  return !attribute || attribute.optional === true;
}

type Fields = Record<string, unknown> & { _type: string };

/** Each optional field of `value` removed in turn, then each array field emptied. */
function fieldVariants(docId: string, value: Fields, prefix = ""): Variant[] {
  const fields = Object.keys(value).filter(
    (field) =>
      !SYSTEM_FIELDS.has(field) &&
      !KEPT_FIELDS[value._type]?.includes(field) &&
      isOptional(value._type, field),
  );
  return [
    ...fields.map((field): Variant => ({ docId, field: prefix + field, change: "without" })),
    ...fields
      .filter((field) => Array.isArray(value[field]))
      .map((field): Variant => ({ docId, field: prefix + field, change: "with empty" })),
  ];
}

/** The document's variants, and for a page built from blocks those of each of its sections. */
export function variantsOf(docId: string): Variant[] {
  const doc = bundledDoc(docId);
  const sections = Array.isArray(doc.sections) ? (doc.sections as (Fields & { _key: string })[]) : [];
  return [
    ...fieldVariants(docId, doc),
    ...sections.flatMap((section) => fieldVariants(docId, section, `sections.${section._key}.`)),
  ];
}

function changed(value: Record<string, unknown>, field: string, change: Variant["change"]) {
  const { [field]: _removed, ...rest } = value;
  return change === "without" ? rest : { ...value, [field]: [] };
}

export function applyVariant(variant: Variant | null): Doc[] {
  if (!variant) return bundled;
  const [first, key, field] = variant.field.split(".");
  return bundled.map((doc) => {
    if (doc._id !== variant.docId) return doc;
    if (!field) return changed(doc, first, variant.change) as Doc;
    const sections = (doc[first] as { _key: string }[]).map((section) =>
      section._key === key ? changed(section, field, variant.change) : section,
    );
    return { ...doc, [first]: sections };
  });
}

export function docLabel(docId: string): string {
  const doc = bundledDoc(docId);
  if (doc._id === doc._type) return doc._type;
  const slug = (doc.slug as { current?: string } | undefined)?.current;
  return `${doc._type} ${slug ?? doc._id.replace(`${doc._type}-`, "")}`;
}

// --- Queries, run as the loaders run them ---------------------------------------------------

/** The queries' answers on `dataset`, as the build gives them (../run-query.ts). */
export function contentFrom(dataset: Doc[]) {
  const answer = queryRunner(dataset);
  return async function run<const Q extends string>(
    query: Q,
    given?: Record<string, unknown>,
  ): Promise<ClientReturn<Q, unknown>> {
    return answer(query, withLanguage(given)) as ClientReturn<Q, unknown>;
  };
}
export type Run = ReturnType<typeof contentFrom>;
