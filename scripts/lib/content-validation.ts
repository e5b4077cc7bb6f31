import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { SchemaType } from "groq-js";
import { checkDataset, formatPath, type ParsedLine, type PathSegment, type Problem } from "./dataset-checks";
import { capture, unattended } from "./processes";
import { ROOT, SANITY_BIN, STUDIO_DIR } from "./sanity-cli";

// Validates an NDJSON dataset offline: `sanity documents validate` (the schemas' own rules) on a copy
// of the file, plus the checks of dataset-checks.ts for what that command lets through.

export const SCHEMA_FILE = path.join(ROOT, "schemas", "schema.json");

/** Type of the stand-ins added to the copy given to the CLI; the schema has no such type. */
export const PLACEHOLDER_TYPE = "contentValidate.placeholder";
/** Last document of that copy: the CLI reporting on it shows it read the whole file. */
export const END_MARKER_ID = "contentValidate.endOfFile";
/** The CLI reads nothing from a file shorter than its 300-byte header sniff. */
const CLI_MIN_BYTES = 300;

/**
 * The NDJSON the CLI validates: the file's documents as written, a stand-in for each document a
 * `_ref` names that the file lacks (the CLI would ask the API for them, which fails offline), and
 * the end marker; padded to the size the CLI needs.
 */
export function cliInput(documents: readonly ParsedLine[], missingRefIds: readonly string[]): string {
  const standIns = [...missingRefIds, END_MARKER_ID].map((_id) => ({ _id, _type: PLACEHOLDER_TYPE }));
  const text = [...documents.map((d) => d.text), ...standIns.map((d) => JSON.stringify(d))].join("\n") + "\n";
  const bytes = Buffer.byteLength(text);
  return bytes < CLI_MIN_BYTES ? text + "\n".repeat(CLI_MIN_BYTES - bytes) : text;
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

const within = (fieldPath: string, parent: string) =>
  fieldPath === parent || fieldPath.startsWith(`${parent}.`) || fieldPath.startsWith(`${parent}[`);

/**
 * The CLI's markers as problems, minus what the dataset checks already say: markers on stand-ins,
 * on documents of an unknown type (the CLI skips them with a warning), and at or under a path where
 * the dataset checks found an error (its "Expected type Number" next to ours, `slug.current` under
 * our missing `slug`).
 */
export function cliProblems(
  results: readonly CliDocumentResult[],
  own: readonly Problem[],
  lineOf: ReadonlyMap<string, number>,
): Problem[] {
  const ownErrors = own.filter((p) => p.level === "error" && p.documentId && p.path);
  const unknownType = new Set(own.filter((p) => p.path === "_type" && p.documentId).map((p) => p.documentId));
  const problems: Problem[] = [];
  for (const result of results) {
    if (result.documentType === PLACEHOLDER_TYPE || unknownType.has(result.documentId)) continue;
    for (const marker of result.markers) {
      if (marker.level !== "error" && marker.level !== "warning") continue;
      const fieldPath = formatPath(marker.path ?? []);
      const covered = ownErrors.some((p) => p.documentId === result.documentId && within(fieldPath, p.path));
      if (covered) continue;
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

export interface ValidationOutcome {
  problems: Problem[];
  documentCount: number;
}

/** Runs `sanity documents validate` on the CLI input; its failures come back as problems. */
async function runCli(documents: ParsedLine[], missingRefIds: string[], own: Problem[]): Promise<Problem[]> {
  const work = await mkdtemp(path.join(os.tmpdir(), "content-validate-"));
  try {
    const file = path.join(work, "dataset.ndjson");
    await writeFile(file, cliInput(documents, missingRefIds));
    const env = unattended({ ...process.env, SANITY_AUTH_TOKEN: "offline", SANITY_OFFLINE_VALIDATION: "1" });
    const run = await capture(
      SANITY_BIN,
      ["documents", "validate", "--file", file, "--yes", "--format", "ndjson", "--level", "warning"],
      { cwd: STUDIO_DIR, env },
    );
    const results = parseCliOutput(run.stdout);
    const problems = cliProblems(results, own, new Map(documents.map((d) => [d.doc._id, d.line])));
    const failure = (message: string): Problem => ({
      level: "error",
      path: "",
      message: `sanity documents validate ${message}${run.stderr.trim() ? `:\n${run.stderr.trim()}` : ""}`,
    });
    if (!results.some((r) => r.documentId === END_MARKER_ID)) {
      // The ndjson format prints no count: the end marker stands for "it read all the documents".
      problems.push(
        failure(`did not validate the file (exit code ${run.code}, no result for its last line)`),
      );
    } else if (run.code !== 0 && !results.some((r) => r.level === "error")) {
      problems.push(failure(`failed (exit code ${run.code}) without reporting an error`));
    }
    return problems;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Validates an NDJSON dataset file against the schemas, offline. */
export async function validateDatasetFile(file: string): Promise<ValidationOutcome> {
  const ndjson = await readFile(file, "utf8");
  const schema = JSON.parse(await readFile(SCHEMA_FILE, "utf8")) as SchemaType;
  const { documents, problems, missingRefIds } = checkDataset(ndjson, schema);
  if (documents.length === 0) {
    problems.push({ level: "error", path: "", message: "the file holds no documents" });
    return { problems, documentCount: 0 };
  }
  problems.push(...(await runCli(documents, missingRefIds, problems)));
  return { problems, documentCount: documents.length };
}
