import { randomUUID } from "node:crypto";
import { applyInCollection, type Mutation as MutateMutation } from "@sanity/mutate/_unstable_apply";
import type { SanityDocumentLike as Doc } from "sanity";
import { collectMigrationMutations, type Migration, type Mutation, type Transaction } from "sanity/migrate";

/**
 * Runs a content migration (Sanity's `defineMigration`) over documents in memory, as
 * `sanity migration run` runs it over a project's dataset, and applies the mutations it makes
 * with @sanity/mutate: the documents it leaves, in their order, then the ones it creates; a
 * mutation it cannot apply is an error, never silently skipped. As Sanity does, it stamps what
 * it writes with `_updatedAt` (`now`), a new `_rev`, and `_createdAt` when new.
 */
export async function migrateDocuments(
  migration: Migration,
  documents: Doc[],
  now = new Date().toISOString(),
): Promise<Doc[]> {
  let current: readonly Doc[] = documents.map((doc) => structuredClone(doc));
  const byId = (id: string) => current.find((doc) => doc._id === id);
  const context = {
    client: undefined as never,
    dryRun: false,
    filtered: {
      getDocument: async <T>(id: string) => byId(id) as T | undefined,
      getDocuments: async <T>(ids: string[]) => ids.flatMap((id) => byId(id) ?? []) as T[],
    },
  };
  async function* source() {
    for (const doc of documents) yield structuredClone(doc) as never;
  }
  const before = new Set(current);
  for await (const batch of collectMigrationMutations(migration, source, context))
    for (const mutation of [batch].flat() as (Mutation | Transaction)[]) {
      // sanity/migrate writes @sanity/mutate's mutations; the two packages type them apart.
      const mutations = ("mutations" in mutation ? mutation.mutations : [mutation]) as MutateMutation[];
      current = applyInCollection(current, mutations);
    }
  // What a mutation wrote is a new object; what none touched is the same.
  const createdAt = new Map(documents.map((doc) => [doc._id, doc._createdAt]));
  return current.map((doc) =>
    before.has(doc)
      ? doc
      : {
          ...doc,
          _createdAt: createdAt.get(doc._id) ?? now,
          _updatedAt: now,
          _rev: randomUUID().replaceAll("-", "").slice(0, 22),
        },
  );
}
