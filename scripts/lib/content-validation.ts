import { readFile } from "node:fs/promises";
import type { CurrentUser, Workspace } from "sanity";
import { checkDataset, describe, readDataset, type ParsedLine, type Problem } from "./dataset-checks";

// Validates an NDJSON dataset offline: Sanity's `validateDocument` (every rule of the schemas, and
// the type of every value) on the documents of the schema's types, in this process, as the CLI's
// `sanity documents validate` runs it; and the checks of dataset-checks.ts for what it does not
// check offline (references, slugs, redirects).

/**
 * The Studio's workspace (studio/sanity.config.ts) as the CLI's `documents validate` resolves it:
 * signed out, with a client that reaches no project. The rules that would ask the API are
 * switched off offline (content/schemas/lib/validation.ts).
 */
export async function studioWorkspace(): Promise<Workspace> {
  // Imported when needed: sanity and the Studio's modules take seconds to load.
  const { createClient } = await import("@sanity/client");
  const { createWorkspaceFromConfig } = await import("sanity");
  const { default: studioConfig } = await import("../../studio/sanity.config");
  const client = createClient({
    projectId: "offline",
    apiHost: "http://127.0.0.1:9",
    apiVersion: "2025-02-01",
    useCdn: false,
  });
  return createWorkspaceFromConfig({
    ...studioConfig,
    basePath: "/",
    currentUser: null as unknown as CurrentUser,
    // The project's @sanity/client; sanity's types name the copy it bundles.
    getClient: () => client as unknown as ReturnType<Workspace["getClient"]>,
  });
}

/** Sanity's message for a value of the wrong type (sanity 6.9, English). */
const WRONG_TYPE = /^Expected type "(\w+)", got "\w+"$/;
const article = (kind: string) => (/^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`);

const within = (fieldPath: string, parent: string) =>
  fieldPath === parent || fieldPath.startsWith(`${parent}.`) || fieldPath.startsWith(`${parent}[`);

/**
 * Sanity's errors and warnings for each document as problems. A value of the wrong type is an
 * error, named as the value is (`expected a number, got the string "299"`), and nothing else is
 * said about or under it; nor about or under a field where the dataset checks found an error
 * (`slug.current` under their missing `slug`, the object of a reference to no document).
 */
export async function sanityProblems(
  documents: readonly ParsedLine[],
  workspace: Workspace,
  own: readonly Problem[],
): Promise<Problem[]> {
  const { getValueAtPath, pathToString, validateDocument } = await import("sanity");
  const offline = process.env.SANITY_OFFLINE_VALIDATION;
  process.env.SANITY_OFFLINE_VALIDATION = "1";
  try {
    const results = await Promise.all(
      documents.map(({ doc }) =>
        // The dataset checks find references to documents the file lacks; an image asset is in the project.
        validateDocument({
          document: doc,
          workspace,
          environment: "cli",
          getDocumentExists: async () => true,
        }),
      ),
    );
    return documents.flatMap(({ doc, line }, index) => {
      const covered = own
        .filter((p) => p.level === "error" && p.documentId === doc._id && p.path)
        .map((p) => p.path.replace(/\._ref$/, ""));
      const problem = (level: Problem["level"], path: string, message: string): Problem => ({
        level,
        documentId: doc._id,
        documentType: doc._type,
        line,
        path,
        message,
      });
      const wrongTypes = results[index].flatMap((marker) => {
        const expected = WRONG_TYPE.exec(marker.message)?.[1];
        const path = pathToString(marker.path);
        if (!expected || covered.some((parent) => within(path, parent))) return [];
        covered.push(path);
        const value = describe(getValueAtPath(doc, marker.path));
        return [problem("error", path, `expected ${article(expected.toLowerCase())}, got ${value}`)];
      });
      const others = results[index].flatMap((marker) => {
        const path = pathToString(marker.path);
        if (marker.level === "info" || WRONG_TYPE.test(marker.message)) return [];
        return covered.some((parent) => within(path, parent))
          ? []
          : [problem(marker.level, path, marker.message)];
      });
      return [...wrongTypes, ...others];
    });
  } finally {
    if (offline === undefined) delete process.env.SANITY_OFFLINE_VALIDATION;
    else process.env.SANITY_OFFLINE_VALIDATION = offline;
  }
}

export interface ValidationOutcome {
  problems: Problem[];
  documentCount: number;
}

/** Validates an NDJSON dataset against the schemas, offline. */
export async function validateDataset(ndjson: string, workspace?: Workspace): Promise<ValidationOutcome> {
  const dataset = readDataset(ndjson);
  if (dataset.documents.length === 0) {
    const problems = [
      ...dataset.problems,
      { level: "error", path: "", message: "the file holds no documents" } as const,
    ];
    return { problems, documentCount: 0 };
  }
  const studio = workspace ?? (await studioWorkspace());
  const { documents, schemaDocuments, problems } = await checkDataset(dataset, studio.schema);
  problems.push(...(await sanityProblems(schemaDocuments, studio, problems)));
  return { problems, documentCount: documents.length };
}

/** Validates an NDJSON dataset file against the schemas, offline. */
export const validateDatasetFile = async (file: string) => validateDataset(await readFile(file, "utf8"));
