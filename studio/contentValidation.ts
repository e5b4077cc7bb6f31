import { withLanguage } from "../content/config";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { evaluate, parse } from "groq-js";
import { createClient } from "@sanity/client";
import {
  createWorkspaceFromConfig,
  getValueAtPath,
  pathToString,
  validateDocument,
  type CurrentUser,
  type ObjectSchemaType,
  type PathSegment,
  type SanityDocument,
  type Schema,
  type SchemaType,
  type Workspace,
} from "sanity";
import { redirectProblems, rulesContent } from "../schemas/lib/redirects";
import { ndjsonLines } from "../content/ndjson";
import { contentSlugsQuery } from "../content/queries";
import { DEFAULT_LANGUAGE, isLanguage } from "../content/languages";
import type { ContentSlugsQueryResult } from "../content/sanity.types";
import { publishedOnly } from "../content/seedDataset";

// `npm run content:validate`: an NDJSON dataset against the schemas, offline. Sanity's
// `validateDocument` (every rule of the schemas, and the type of every value) on the documents of
// the schema's types, in this process, as the CLI's `sanity documents validate` runs it; and what
// it does not check, or cannot offline: that each line is a document, unique `_id`s, document types
// of the schema, references to documents of the file, slugs (present, unique per type), form ids
// (unique per language, shared by translations) and the rules of redirects. One pass over the
// documents, and for the redirects one query (groq-js), the build's.

type Level = "error" | "warning";

export interface Problem {
  level: Level;
  /** the document's `_id`; unset for a line that is no document */
  documentId?: string;
  documentType?: string;
  /** 1-based line in the NDJSON file */
  line?: number;
  /** field path as the Studio writes it (pathToString): `plans[_key=="a1"].price`; empty: the document */
  path: string;
  message: string;
}

interface ParsedLine {
  line: number;
  doc: SanityDocument;
}

interface DatasetCheckResult extends Dataset {
  /** the documents whose `_type` is a document type of the schema, for Sanity's validation: the plugin's translation metadata aside, which this file checks itself */
  schemaDocuments: ParsedLine[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value as a message names it: `the string "299"`, `an array`. */
export function describe(value: unknown): string {
  if (["string", "number", "boolean"].includes(typeof value)) {
    const shown = JSON.stringify(value);
    return `the ${typeof value} ${shown.length > 40 ? `${shown.slice(0, 37)}…` : shown}`;
  }
  return Array.isArray(value) ? "an array" : value === null ? "null" : "an object";
}

interface Dataset {
  /** every line that is a JSON object with an `_id` and a `_type` */
  documents: ParsedLine[];
  problems: Problem[];
}

/** The lines that are documents; a problem for each line that is not one, and for a duplicate `_id`. */
export function readDataset(ndjson: string): Dataset {
  const problems: Problem[] = [];
  const documents: ParsedLine[] = [];
  const firstLineOfId = new Map<string, number>();
  for (const { line, value, error } of ndjsonLines(ndjson)) {
    if (error !== undefined) {
      problems.push({ level: "error", line, path: "", message: `not valid JSON (${error})` });
      continue;
    }
    if (!isPlainObject(value)) {
      problems.push({ level: "error", line, path: "", message: `not a JSON object but ${describe(value)}` });
      continue;
    }
    const missing = (["_id", "_type"] as const).filter(
      (key) => typeof value[key] !== "string" || !value[key],
    );
    if (missing.length) {
      const documentId = typeof value._id === "string" ? value._id : undefined;
      problems.push({
        level: "error",
        line,
        documentId,
        path: "",
        message: `document without ${missing.join(" and ")}`,
      });
      continue;
    }
    const doc = value as SanityDocument;
    const first = firstLineOfId.get(doc._id);
    if (first === undefined) firstLineOfId.set(doc._id, line);
    else
      problems.push({
        level: "error",
        line,
        documentId: doc._id,
        documentType: doc._type,
        path: "_id",
        message: `duplicate _id: line ${first} has a document with the same _id`,
      });
    documents.push({ line, doc });
  }
  return { documents, problems };
}

/**
 * Every object in a document with a string field `name` (`_ref`: references, image asset
 * references included; `_sanityAsset`: an exported dataset's files), by the path of that field.
 */
function fieldsNamed(doc: SanityDocument, name: string): { path: PathSegment[]; value: string }[] {
  const found: { path: PathSegment[]; value: string }[] = [];
  const visit = (value: unknown, path: PathSegment[]) => {
    if (Array.isArray(value))
      value.forEach((item, index) =>
        visit(item, [
          ...path,
          isPlainObject(item) && typeof item._key === "string" ? { _key: item._key } : index,
        ]),
      );
    else if (isPlainObject(value)) {
      if (typeof value[name] === "string") found.push({ path: [...path, name], value: value[name] });
      for (const [field, child] of Object.entries(value)) visit(child, [...path, field]);
    }
  };
  visit(doc, []);
  return found;
}

/** An exported dataset's asset file (`image@file://./images/<name>`), relative to the dataset's folder. */
const EXPORTED_FILE = /^(?:image|file)@file:\/\/\.\/(.+)$/;

const isSlugType = (type: SchemaType | undefined): boolean =>
  !!type && (type.name === "slug" || isSlugType(type.type));

/** The top-level fields of a document type whose type is `slug`. */
const slugFields = (schema: Schema, documentType: string) =>
  ((schema.get(documentType) as ObjectSchemaType | undefined)?.fields ?? [])
    .filter((field) => isSlugType(field.type))
    .map((field) => field.name);

/**
 * The rules of redirects (schemas/lib/redirects.ts: loops, chains, two redirects from one address,
 * one from a page of the site…) over the published documents, read with the build's query. The
 * Studio checks them with the API, which offline validation cannot ask.
 */
async function redirectChecks(documents: readonly ParsedLine[]): Promise<Problem[]> {
  const dataset = publishedOnly(documents.map((parsed) => parsed.doc));
  const content = (await (
    await evaluate(parse(contentSlugsQuery, { params: withLanguage() }), { dataset, params: withLanguage() })
  ).get()) as ContentSlugsQueryResult;
  const problems = redirectProblems(rulesContent(content));
  const lineOf = new Map(documents.map(({ doc, line }) => [doc._id, line]));
  return problems.map(({ id, field, message }) => ({
    level: "error",
    documentId: id,
    documentType: "redirect",
    line: lineOf.get(id),
    path: field,
    message,
  }));
}

/** The plugin's document that links a document to its versions in other languages (docs/languages.md). */
const TRANSLATION_METADATA = "translation.metadata";
/** The media library's tag (studio/mediaLibrary.tsx), which assets refer to. */
const MEDIA_TAG = "media.tag";

type TranslationEntry = { _key?: string; language?: unknown; value?: { _ref?: string } };

type Quota = { unlimited?: boolean; limit?: number; perPeriod?: boolean };

/** What a plan's quota allows, its unit aside (each language has its own words): "50", "50 a period", "unlimited"; null without one. */
const quotaTerms = (quota: Quota | undefined) => {
  if (!quota) return null;
  const limit = quota.unlimited ? "unlimited" : String(quota.limit ?? "?");
  return quota.perPeriod === false ? limit : `${limit} a period`;
};

/**
 * A translation metadata document's problems. The plugin's own validation asks the API, so
 * offline these rules stand in for it: each entry names a language of the site, once, and links
 * a document of one of the metadata's types written in that language.
 */
function translationProblems(doc: SanityDocument, byId: ReadonlyMap<string, SanityDocument>) {
  const problems: { path: PathSegment[]; message: string }[] = [];
  const entries = (Array.isArray(doc.translations) ? doc.translations : []) as TranslationEntry[];
  const types = (Array.isArray(doc.schemaTypes) ? doc.schemaTypes : []) as string[];
  entries.forEach((entry, index) => {
    const at = (...rest: PathSegment[]): PathSegment[] => [
      "translations",
      entry._key ? { _key: entry._key } : index,
      ...rest,
    ];
    const { language } = entry;
    if (!isLanguage(language)) {
      problems.push({ path: at("language"), message: `"${String(language)}" is no language of the site` });
      return;
    }
    if (entries.findIndex((other) => other.language === language) !== index)
      problems.push({ path: at("language"), message: `a second document in "${language}"` });
    const linked = entry.value?._ref ? byId.get(entry.value._ref) : undefined;
    if (!linked) return; // a missing document is the reference check's
    const written = (linked.language as string | undefined) ?? DEFAULT_LANGUAGE;
    if (written !== language)
      problems.push({
        path: at("value"),
        message: `links ${linked._id}, written in "${written}", as its "${language}" version`,
      });
    if (!types.includes(linked._type))
      problems.push({
        path: at("value"),
        message: `links ${linked._id}, a ${linked._type}, which schemaTypes does not name`,
      });
    // A plan is the same plan in every language: a trial from any of them starts its id, and its
    // quota is the English one's (the backend counts against it), in the translation's words.
    const original = entries.find((other) => other.language === DEFAULT_LANGUAGE)?.value?._ref;
    const english = original ? byId.get(original) : undefined;
    // A form is known to the backend by its id: a translation is the same form, with the same id.
    if (linked._type === "form" && english && english !== linked && linked.formId !== english.formId)
      problems.push({
        path: at("value"),
        message: `links ${linked._id}, whose form id "${String(linked.formId)}" is not ${english._id}'s "${String(english.formId)}"`,
      });
    if (linked._type === "agent" && english && english !== linked) {
      const plans = (agent: SanityDocument) => (agent.plans ?? []) as { planId?: string; quota?: Quota }[];
      const ids = (agent: SanityDocument) => JSON.stringify(plans(agent).map((plan) => plan.planId ?? null));
      const quotas = (agent: SanityDocument) =>
        JSON.stringify(plans(agent).map((plan) => quotaTerms(plan.quota)));
      if (ids(linked) !== ids(english))
        problems.push({
          path: at("value"),
          message: `links ${linked._id}, whose plans' ids ${ids(linked)} are not ${english._id}'s ${ids(english)}`,
        });
      else if (quotas(linked) !== quotas(english))
        problems.push({
          path: at("value"),
          message: `links ${linked._id}, whose plans' quotas ${quotas(linked)} are not ${english._id}'s ${quotas(english)}`,
        });
    }
  });
  return problems;
}

/**
 * Checks a dataset (readDataset's, whose errors it keeps) against the compiled schema. Errors: a
 * `_type` that is no document type of the schema; a `_ref` (other than an image asset's) that names
 * no document of the file; an empty slug field (every slug of this model is a page address); a
 * slug an earlier document of the same type has; a form id an earlier form of its language has; a
 * redirect that breaks the rules of redirects.
 */
export async function checkDataset(
  dataset: Dataset,
  schema: Schema,
  assetsDir?: string,
): Promise<DatasetCheckResult> {
  const documents = dataset.documents;
  const problems = [...dataset.problems];
  const byId = new Map(documents.map(({ doc }) => [doc._id, doc]));
  const ids = new Set(byId.keys());
  const firstWithKey = new Map<string, string>();
  /** The first document with a key (a slug, a form id, in a language): the one a later duplicate names. */
  const firstWith = (key: unknown[], id: string) => {
    const text = JSON.stringify(key);
    if (!firstWithKey.has(text)) firstWithKey.set(text, id);
    return firstWithKey.get(text);
  };
  const schemaDocuments: ParsedLine[] = [];
  for (const parsed of documents) {
    const { line, doc } = parsed;
    const error = (path: PathSegment[], message: string) =>
      problems.push({
        level: "error",
        documentId: doc._id,
        documentType: doc._type,
        line,
        path: pathToString(path),
        message,
      });

    for (const { path, value: ref } of fieldsNamed(doc, "_ref"))
      // An image asset (`image-<sha1>-<w>x<h>-<ext>`) lives in the project, not in the file.
      if (!ids.has(ref) && !ref.startsWith("image-"))
        error(path, `reference to "${ref}", which no document has`);
    // An exported dataset's image is a file beside it: a missing one breaks the page's image.
    if (assetsDir)
      for (const { path, value } of fieldsNamed(doc, "_sanityAsset")) {
        const file = EXPORTED_FILE.exec(value)?.[1];
        if (!file || !existsSync(join(assetsDir, file)))
          error(path, `the image file ${file ?? value} is missing`);
      }

    if (doc._type === MEDIA_TAG) {
      const name = isPlainObject(doc.name) ? doc.name.current : undefined;
      if (typeof name !== "string" || !name.trim()) error(["name", "current"], "the tag has no name");
      continue;
    }
    if (doc._type === TRANSLATION_METADATA) {
      for (const { path, message } of translationProblems(doc, byId)) error(path, message);
      continue;
    }
    if (schema.get(doc._type)?.type?.name !== "document") {
      error(["_type"], `"${doc._type}" is not a document type of the schema`);
      continue;
    }
    schemaDocuments.push(parsed);
    if (doc._type === "form" && typeof doc.formId === "string") {
      // Sanity's check of a form's id asks the API (schemas/documents/form.ts): offline, it is this one.
      const owner = firstWith(["formId", doc.formId, doc.language ?? DEFAULT_LANGUAGE], doc._id);
      if (owner !== doc._id)
        error(["formId"], `duplicate form id "${doc.formId}": ${owner} has the same one`);
    }
    for (const field of slugFields(schema, doc._type)) {
      const slug = doc[field];
      const current = isPlainObject(slug) ? slug.current : undefined;
      if (typeof current !== "string" || !current.trim()) {
        error([field], "required slug is missing");
        continue;
      }
      // Sanity's own uniqueness check asks the API: offline, it is switched off (schemas/lib/validation.ts).
      // Unique per language: a Spanish translation may keep its English document's slug.
      const owner = firstWith([doc._type, field, current, doc.language ?? DEFAULT_LANGUAGE], doc._id);
      if (owner !== doc._id)
        error([field, "current"], `duplicate slug "${current}": ${owner} has the same one`);
    }
  }
  problems.push(...(await redirectChecks(documents)));
  return { documents, schemaDocuments, problems };
}

const LEVEL_ORDER: Record<Level, number> = { error: 0, warning: 1 };

/** A report grouped by document, errors first, and a count line. */
export function formatReport(problems: readonly Problem[]): string {
  const groups = new Map<string, Problem[]>();
  for (const problem of problems) {
    const heading = problem.documentId
      ? `${problem.documentId} (${problem.documentType ?? "no _type"})`
      : problem.line !== undefined
        ? `line ${problem.line}`
        : "the file";
    groups.set(heading, [...(groups.get(heading) ?? []), problem]);
  }
  const worst = (list: Problem[]) => Math.min(...list.map((p) => LEVEL_ORDER[p.level]));
  const lines: string[] = [];
  for (const [heading, list] of [...groups].sort((a, b) => worst(a[1]) - worst(b[1]))) {
    const hasError = list.some((p) => p.level === "error");
    const line = list.find((p) => p.line !== undefined)?.line;
    lines.push(
      `${hasError ? "✖" : "⚠"} ${heading}${line !== undefined && list[0].documentId ? `, line ${line}` : ""}`,
    );
    for (const problem of [...list].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level])) {
      const where = problem.path ? `${problem.path}: ` : "";
      lines.push(`    ${problem.level.padEnd(7)} ${where}${problem.message}`);
    }
  }
  return lines.join("\n");
}

export function countProblems(problems: readonly Problem[]) {
  const errors = problems.filter((p) => p.level === "error").length;
  return { errors, warnings: problems.length - errors };
}

/**
 * The Studio's workspace (studio/contentConfig.ts) as the CLI's `documents validate` resolves it:
 * signed out, with a client that reaches no project. The rules that would ask the API are
 * switched off offline (schemas/lib/validation.ts).
 */
export async function studioWorkspace(): Promise<Workspace> {
  // Imported when needed: the Studio's modules take seconds to load. Its media library is left out:
  // Node cannot load its UI, and its one document type (MEDIA_TAG) is checked here.
  const { contentConfig: studioConfig } = await import("./contentConfig");
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
async function sanityProblems(
  documents: readonly ParsedLine[],
  workspace: Workspace,
  own: readonly Problem[],
): Promise<Problem[]> {
  const offline = process.env.SANITY_OFFLINE_VALIDATION;
  process.env.SANITY_OFFLINE_VALIDATION = "1";
  try {
    // The dataset checks find references to documents the file lacks; an image asset is in the project.
    const validate = (doc: SanityDocument, environment: "cli" | "studio") =>
      validateDocument({ document: doc, workspace, environment, getDocumentExists: async () => true });
    const cliResults = await Promise.all(documents.map(({ doc }) => validate(doc, "cli")));
    // Outside the Studio, Sanity adds a warning for unknown fields to every rule of an object
    // field (a slug, an image), which lowers that rule's errors to warnings: a document with
    // warnings is validated again as the Studio does, whose levels count.
    const results = await Promise.all(
      cliResults.map(async (markers, index) => {
        if (!markers.some((marker) => marker.level === "warning")) return markers;
        const inStudio = await validate(documents[index].doc, "studio");
        return markers.map((marker) => {
          const same = inStudio.find(
            (other) =>
              other.message === marker.message && pathToString(other.path) === pathToString(marker.path),
          );
          return same ? { ...marker, level: same.level } : marker;
        });
      }),
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
      // Wrong types first: nothing else is said about or under them.
      const markers = results[index].toSorted(
        (a, b) => Number(!WRONG_TYPE.test(a.message)) - Number(!WRONG_TYPE.test(b.message)),
      );
      return markers.flatMap((marker) => {
        const path = pathToString(marker.path);
        if (marker.level === "info" || covered.some((parent) => within(path, parent))) return [];
        const expected = WRONG_TYPE.exec(marker.message)?.[1];
        if (!expected) return [problem(marker.level, path, marker.message)];
        covered.push(path);
        const value = describe(getValueAtPath(doc, marker.path));
        return [problem("error", path, `expected ${article(expected.toLowerCase())}, got ${value}`)];
      });
    });
  } finally {
    if (offline === undefined) delete process.env.SANITY_OFFLINE_VALIDATION;
    else process.env.SANITY_OFFLINE_VALIDATION = offline;
  }
}

interface ValidationOutcome {
  problems: Problem[];
  documentCount: number;
}

/**
 * Validates an NDJSON dataset against the schemas, offline; `assetsDir`, the folder an exported
 * dataset's files are in (its own), has each image file the dataset names checked too.
 */
export async function validateDataset(
  ndjson: string,
  workspace?: Workspace,
  assetsDir?: string,
): Promise<ValidationOutcome> {
  const dataset = readDataset(ndjson);
  if (dataset.documents.length === 0) {
    const problems = [
      ...dataset.problems,
      { level: "error", path: "", message: "the file holds no documents" } as const,
    ];
    return { problems, documentCount: 0 };
  }
  const studio = workspace ?? (await studioWorkspace());
  const { documents, schemaDocuments, problems } = await checkDataset(dataset, studio.schema, assetsDir);
  problems.push(...(await sanityProblems(schemaDocuments, studio, problems)));
  return { problems, documentCount: documents.length };
}

/** Validates an NDJSON dataset file against the schemas, offline. */
export const validateDatasetFile = async (file: string) =>
  validateDataset(await readFile(file, "utf8"), undefined, dirname(file));
