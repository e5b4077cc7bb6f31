import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { SchemaType } from "groq-js";
import { VALIDATED_OFFLINE } from "../../content/schemas/lib/validation";
import {
  checkDataset,
  formatPath,
  type DatasetDocument,
  type ParsedLine,
  type PathSegment,
  type Problem,
} from "./dataset-checks";
import { unresolvedReferences } from "./dataset-queries";
import { capture, unattended } from "./processes";
import { ROOT, SANITY_BIN, STUDIO_DIR } from "./sanity-cli";

// Validates an NDJSON dataset offline: `sanity documents validate --file` (the schemas' own rules)
// on the documents of the schema's types, plus the checks of dataset-checks.ts for what that
// command lets through or cannot check offline.

export const SCHEMA_FILE = path.join(ROOT, "content", "schemas", "schema.json");

/**
 * `sanity documents validate --file` (@sanity/cli 6.7) reads nothing from a file shorter than
 * this: it buffers that many bytes to sniff for gzip or tar before it reads any line. The check
 * that every document was validated (`runFailure`) turns any such gap into an error.
 */
const CLI_MIN_BYTES = 300;

export interface CliInput {
  /** the NDJSON given to the CLI */
  ndjson: string;
  /** per document, the paths of the objects whose `_ref` was left out */
  strippedRefs: Map<string, string[]>;
}

/**
 * The NDJSON the CLI validates: the documents, without each `_ref` that names none of them (the
 * CLI would look those up in the project's dataset, which fails offline; dataset-checks.ts reports
 * them), the last JSON text followed by the spaces (JSON whitespace) the CLI needs.
 */
export async function cliInput(documents: readonly DatasetDocument[]): Promise<CliInput> {
  const outside = await unresolvedReferences(documents);
  const outsideIds = new Set(outside.map(({ ref }) => ref));
  const strippedRefs = new Map<string, string[]>();
  for (const { index, path: refPath } of outside) {
    const documentId = documents[index]._id;
    strippedRefs.set(documentId, [...(strippedRefs.get(documentId) ?? []), formatPath(refPath)]);
  }
  const text = documents
    .map((doc) =>
      JSON.stringify(doc, (key, value) => (key === "_ref" && outsideIds.has(value) ? undefined : value)),
    )
    .join("\n");
  const spaces = " ".repeat(Math.max(CLI_MIN_BYTES - Buffer.byteLength(text) - 1, 0));
  return { ndjson: `${text}${spaces}\n`, strippedRefs };
}

interface CliMarker {
  level: string;
  message: string;
  path?: PathSegment[];
}

export interface CliDocumentResult {
  documentId: string;
  documentType: string;
  level: string;
  markers: CliMarker[];
}

/** The documents `sanity documents validate --format ndjson` printed (one JSON line each). */
export function parseCliOutput(stdout: string): CliDocumentResult[] {
  const results: CliDocumentResult[] = [];
  for (const line of stdout.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const value = JSON.parse(line) as Partial<CliDocumentResult>;
      if (typeof value.documentId === "string" && Array.isArray(value.markers)) {
        results.push({
          documentId: value.documentId,
          documentType: String(value.documentType ?? ""),
          level: String(value.level ?? ""),
          markers: value.markers,
        });
      }
    } catch {
      // not a result line
    }
  }
  return results;
}

const listed = (ids: readonly string[], max = 5) =>
  ids.length > max ? `${ids.slice(0, max).join(", ")} and ${ids.length - max} more` : ids.join(", ");

/**
 * What went wrong with the CLI run itself, if anything: documents it printed no result for (each
 * document of the schema's types carries the offline receipt of content/schemas/lib/validation.ts, so each
 * one the CLI validated has a result), or a failing exit code without an error to show for it.
 */
export function runFailure(
  results: readonly CliDocumentResult[],
  documents: readonly DatasetDocument[],
  exitCode: number,
): string | undefined {
  const validated = new Set(results.map((result) => result.documentId));
  const missing = documents.filter((doc) => !validated.has(doc._id)).map((doc) => doc._id);
  if (missing.length) {
    return (
      `validated ${documents.length - missing.length} of the ${documents.length} documents ` +
      `(exit code ${exitCode}); not validated: ${listed(missing)}`
    );
  }
  if (exitCode !== 0 && !results.some((result) => result.level === "error"))
    return `failed (exit code ${exitCode}) without reporting an error`;
  return undefined;
}

const within = (fieldPath: string, parent: string) =>
  fieldPath === parent || fieldPath.startsWith(`${parent}.`) || fieldPath.startsWith(`${parent}[`);

/**
 * The CLI's error and warning markers as problems, minus the receipts and what the dataset checks
 * already say: markers at or under a path where they found an error (its "Expected type Number"
 * next to ours, `slug.current` under our missing `slug`) or under an object whose `_ref` the CLI
 * input left out.
 */
export function cliProblems(
  results: readonly CliDocumentResult[],
  own: readonly Problem[],
  strippedRefs: ReadonlyMap<string, readonly string[]>,
  lineOf: ReadonlyMap<string, number>,
): Problem[] {
  const ownErrors = own.filter((p) => p.level === "error" && p.documentId && p.path);
  const problems: Problem[] = [];
  for (const result of results) {
    const covered = [
      ...ownErrors.filter((p) => p.documentId === result.documentId).map((p) => p.path),
      ...(strippedRefs.get(result.documentId) ?? []),
    ];
    for (const marker of result.markers) {
      if (marker.level !== "error" && marker.level !== "warning") continue;
      if (marker.message === VALIDATED_OFFLINE) continue;
      const fieldPath = formatPath(marker.path ?? []);
      if (covered.some((parent) => within(fieldPath, parent))) continue;
      problems.push({
        level: marker.level,
        documentId: result.documentId,
        documentType: result.documentType,
        line: lineOf.get(result.documentId),
        path: fieldPath,
        message: marker.message,
      });
    }
  }
  return problems;
}

/** Runs `sanity documents validate` on the documents; its failures come back as problems. */
async function runCli(documents: readonly ParsedLine[], own: readonly Problem[]): Promise<Problem[]> {
  const docs = documents.map((d) => d.doc);
  const input = await cliInput(docs);
  const work = await mkdtemp(path.join(os.tmpdir(), "content-validate-"));
  try {
    const file = path.join(work, "dataset.ndjson");
    await writeFile(file, input.ndjson);
    // Any token will do: the command wants one, and with every reference inside the file it asks
    // the API nothing.
    const env = unattended({ ...process.env, SANITY_AUTH_TOKEN: "offline", SANITY_OFFLINE_VALIDATION: "1" });
    // `info`: the receipts are info markers (@sanity/cli 6.7 reports them as warnings).
    const run = await capture(
      SANITY_BIN,
      ["documents", "validate", "--file", file, "--yes", "--format", "ndjson", "--level", "info"],
      { cwd: STUDIO_DIR, env },
    );
    const results = parseCliOutput(run.stdout);
    const lineOf = new Map(documents.map((d) => [d.doc._id, d.line]));
    const problems = cliProblems(results, own, input.strippedRefs, lineOf);
    const failure = runFailure(results, docs, run.code);
    if (failure) {
      const stderr = run.stderr.trim();
      problems.push({
        level: "error",
        path: "",
        message: `sanity documents validate ${failure}${stderr ? `:\n${stderr}` : ""}`,
      });
    }
    return problems;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export interface ValidationOutcome {
  problems: Problem[];
  documentCount: number;
}

/** Validates an NDJSON dataset file against the schemas, offline. */
export async function validateDatasetFile(file: string): Promise<ValidationOutcome> {
  const ndjson = await readFile(file, "utf8");
  const schema = JSON.parse(await readFile(SCHEMA_FILE, "utf8")) as SchemaType;
  const { documents, schemaDocuments, problems } = await checkDataset(ndjson, schema);
  if (documents.length === 0) {
    problems.push({ level: "error", path: "", message: "the file holds no documents" });
    return { problems, documentCount: 0 };
  }
  if (schemaDocuments.length) problems.push(...(await runCli(schemaDocuments, problems)));
  return { problems, documentCount: documents.length };
}
