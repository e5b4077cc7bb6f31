import { randomUUID } from "node:crypto";
import type { SanityDocumentLike as Doc } from "sanity";
import { collectMigrationMutations, type Migration, type Mutation, type Transaction } from "sanity/migrate";
type PathSegment = string | number | { _key: string };
type Operation = { type: string; value?: unknown };

/**
 * Runs a content migration (Sanity's `defineMigration`) over documents in memory, as
 * `sanity migration run` runs it over a project's dataset, and applies the mutations it makes:
 * the documents it leaves, in their order, then the ones it creates. Applies what our
 * migrations use: create, createIfNotExists, createOrReplace, delete, and patches that set or
 * unset a value at a path; anything else is an error, never silently skipped. As Sanity does,
 * it stamps what it writes with `_updatedAt` (`now`), a new `_rev`, and `_createdAt` when new.
 */
export async function migrateDocuments(
  migration: Migration,
  documents: Doc[],
  now = new Date().toISOString(),
): Promise<Doc[]> {
  const byId = new Map(documents.map((doc) => [doc._id, structuredClone(doc)]));
  const context = {
    client: undefined as never,
    dryRun: false,
    filtered: {
      getDocument: async <T>(id: string) => byId.get(id) as T | undefined,
      getDocuments: async <T>(ids: string[]) =>
        ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as T] : [])),
    },
  };
  async function* source() {
    for (const doc of documents) yield structuredClone(doc) as never;
  }
  for await (const batch of collectMigrationMutations(migration, source, context))
    for (const mutation of [batch].flat() as (Mutation | Transaction)[])
      for (const each of "mutations" in mutation ? mutation.mutations : [mutation]) apply(byId, each, now);
  return [...byId.values()];
}

const stamped = (doc: Doc, now: string, createdAt = now): Doc => ({
  ...doc,
  _createdAt: createdAt,
  _updatedAt: now,
  _rev: randomUUID().replaceAll("-", "").slice(0, 22),
});

function apply(byId: Map<string, Doc>, mutation: Mutation, now: string) {
  switch (mutation.type) {
    case "create":
    case "createIfNotExists":
    case "createOrReplace": {
      const doc = mutation.document as Doc;
      if (mutation.type === "create" && byId.has(doc._id)) throw new Error(`create: ${doc._id} exists`);
      if (mutation.type === "createIfNotExists" && byId.has(doc._id)) return;
      byId.set(
        doc._id,
        stamped(structuredClone(doc), now, byId.get(doc._id)?._createdAt as string | undefined),
      );
      return;
    }
    case "delete":
      byId.delete(mutation.id);
      return;
    case "patch": {
      const doc = byId.get(mutation.id);
      if (!doc) throw new Error(`patch: no document ${mutation.id}`);
      for (const { path, op } of mutation.patches as { path: PathSegment[]; op: Operation }[])
        patchAt(doc, path, op);
      byId.set(doc._id, stamped(doc, now, doc._createdAt as string | undefined));
      return;
    }
    default:
      throw new Error(`This runner does not apply "${(mutation as { type: string }).type}" mutations`);
  }
}

function patchAt(doc: Doc, path: PathSegment[], op: Operation) {
  if (!path.length) throw new Error("A patch at the document's root is not supported");
  let parent: unknown = doc;
  for (const segment of path.slice(0, -1)) parent = child(parent, segment);
  const last = path[path.length - 1];
  const container = parent as Record<string | number, unknown>;
  const key = typeof last === "object" ? indexOfKey(parent, last._key) : last;
  if (op.type === "set") container[key] = structuredClone(op.value);
  else if (op.type === "unset") {
    if (Array.isArray(container)) container.splice(Number(key), 1);
    else delete container[key];
  } else throw new Error(`This runner does not apply "${op.type}" operations`);
}

function child(value: unknown, segment: PathSegment): unknown {
  const key = typeof segment === "object" ? indexOfKey(value, segment._key) : segment;
  const next = (value as Record<string | number, unknown>)?.[key];
  if (next === undefined) throw new Error(`No value at path segment ${JSON.stringify(segment)}`);
  return next;
}

function indexOfKey(value: unknown, key: string): number {
  const index = Array.isArray(value) ? value.findIndex((item) => item?._key === key) : -1;
  if (index < 0) throw new Error(`No array item with _key "${key}"`);
  return index;
}
