import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Migration } from "sanity/migrate";
import { migrateDocuments } from "./tools/migrate-documents";
import { SEED_FILE } from "./tools/sanity-cli";
import { parseNdjson, toNdjson } from "#content/ndjson.ts";

// `npm run content:migrate -- <migration> [file.ndjson]`: runs a content migration of
// studio/migrations/ over the bundled dataset (or the file given), the same code
// `sanity migration run <migration>` runs over a project. Writes the file in place.
const [name, fileArgument] = parseArgs({ allowPositionals: true }).positionals;
if (!name) {
  console.error("Usage: npm run content:migrate -- <migration> [file.ndjson]");
  process.exit(1);
}
const cwd = process.env.INIT_CWD || process.cwd();
const file = fileArgument ? path.resolve(cwd, fileArgument) : SEED_FILE;
const migration: Migration = (await import(`../studio/migrations/${name}/index.ts`)).default;

const documents = parseNdjson(readFileSync(file, "utf8"), file);
const migrated = await migrateDocuments(migration, documents);
writeFileSync(file, toNdjson(migrated));

const before = new Map(documents.map((doc) => [doc._id, JSON.stringify(doc)]));
const after = new Map(migrated.map((doc) => [doc._id, JSON.stringify(doc)]));
const created = [...after.keys()].filter((id) => !before.has(id));
const deleted = [...before.keys()].filter((id) => !after.has(id));
const changed = [...after.keys()].filter((id) => before.has(id) && before.get(id) !== after.get(id));
console.log(`${migration.title}\n${path.relative(cwd, file) || file}:`);
console.log(`  created ${created.length}: ${created.join(", ") || "-"}`);
console.log(`  changed ${changed.length}: ${changed.join(", ") || "-"}`);
console.log(`  deleted ${deleted.length}: ${deleted.join(", ") || "-"}`);
