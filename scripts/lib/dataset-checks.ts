import {
  evaluate,
  parse,
  type InlineTypeNode,
  type ObjectAttribute,
  type SchemaType,
  type TypeNode,
} from "groq-js";
import { redirectProblems } from "../../content/schemas/lib/redirects";
import { contentSlugsQuery } from "../../content/queries";
import type { ContentSlugsQueryResult } from "../../content/sanity.types";
import { publishedOnly } from "../../content/seedDataset";
import { blogSlugs } from "../../content/sitePages";
import { isPlainObject, itemSegment, slugOwner, unresolvedReferences } from "./dataset-queries";

// Checks of an NDJSON dataset that `sanity documents validate` does not make errors of, run next to
// it by scripts/content-validate.ts. They read the schema extract (`content/schemas/schema.json`), whose
// type nodes say what JSON each field holds (it marks every field optional: requiredness comes
// from the Sanity CLI run); references and slug uniqueness are GROQ queries (dataset-queries.ts).

export type Level = "error" | "warning";

export interface Problem {
  level: Level;
  /** the document's `_id`; unset for a line that is no document */
  documentId?: string;
  documentType?: string;
  /** 1-based line in the NDJSON file */
  line?: number;
  /** field path, e.g. `plans[_key=="a1"].price`; empty for the whole document */
  path: string;
  message: string;
}

export interface DatasetDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface ParsedLine {
  line: number;
  doc: DatasetDocument;
}

export interface DatasetCheckResult {
  /** every line that is a JSON object with an `_id` and a `_type` */
  documents: ParsedLine[];
  /** those of them whose `_type` is a document type of the schema */
  schemaDocuments: ParsedLine[];
  problems: Problem[];
}

export type PathSegment = string | number | { _key: string } | [number, number];

/** Formats a path like the Studio does: `plans[_key=="a1"].price`, `features[2]`. */
export function formatPath(segments: readonly PathSegment[]): string {
  let out = "";
  for (const segment of segments) {
    if (typeof segment === "string") out += out ? `.${segment}` : segment;
    else if (typeof segment === "number") out += `[${segment}]`;
    else if (Array.isArray(segment)) out += `[${segment[0]}:${segment[1]}]`;
    else out += `[_key==${JSON.stringify(segment._key)}]`;
  }
  return out;
}

type JsonKind = "string" | "number" | "boolean" | "object" | "array" | "null";

const kindOf = (value: unknown): JsonKind =>
  value === null ? "null" : Array.isArray(value) ? "array" : (typeof value as JsonKind);

const describe = (value: unknown): string => {
  const kind = kindOf(value);
  if (kind === "string" || kind === "number" || kind === "boolean") {
    const shown = JSON.stringify(value);
    return `the ${kind} ${shown.length > 40 ? `${shown.slice(0, 37)}…` : shown}`;
  }
  return kind === "array" ? "an array" : kind === "object" ? "an object" : "null";
};

const article = (kind: string) => (/^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`);

/** Looks up the schema's named types and walks values against them. */
class SchemaWalker {
  private readonly types = new Map<string, TypeNode>();
  readonly documentTypes: Set<string>;

  constructor(schema: SchemaType) {
    for (const entry of schema) {
      this.types.set(
        entry.name,
        entry.type === "document" ? { type: "object", attributes: entry.attributes } : entry.value,
      );
    }
    this.documentTypes = new Set(schema.filter((entry) => entry.type === "document").map((e) => e.name));
  }

  /** The node a named (inline) type stands for. */
  resolve(node: TypeNode | undefined, depth = 0): Exclude<TypeNode, InlineTypeNode> | undefined {
    if (node?.type !== "inline") return node;
    return depth > 20 ? undefined : this.resolve(this.types.get(node.name), depth + 1);
  }

  /** An object node's attributes, its `rest` (another object or a named one) merged in. */
  attributes(node: TypeNode): Record<string, ObjectAttribute> {
    if (node.type !== "object") return {};
    const rest = this.resolve(node.rest);
    return { ...(rest ? this.attributes(rest) : {}), ...node.attributes };
  }

  /** The JSON kinds a node accepts; `undefined` when it accepts anything. */
  kinds(node: TypeNode | undefined): Set<JsonKind> | undefined {
    const resolved = this.resolve(node);
    if (!resolved || resolved.type === "unknown") return undefined;
    if (resolved.type !== "union") return new Set([resolved.type]);
    const kinds = new Set<JsonKind>();
    for (const member of resolved.of) {
      const memberKinds = this.kinds(member);
      if (!memberKinds) return undefined;
      for (const kind of memberKinds) kinds.add(kind);
    }
    return kinds;
  }

  /** Reports every value whose JSON type is not the one its schema type holds. */
  checkValue(value: unknown, node: TypeNode | undefined, path: PathSegment[], report: Report): void {
    // Sanity leaves unset fields out; a null is an unset field too.
    if (value === undefined || value === null) return;
    const resolved = this.resolve(node);
    const kinds = this.kinds(resolved);
    if (!resolved || !kinds) return;
    const kind = kindOf(value);
    if (!kinds.has(kind)) {
      const expected = [...kinds].map(article).join(" or ");
      report(path, `expected ${expected}, got ${describe(value)}`);
      return;
    }
    const target = resolved.type === "union" ? this.unionMember(resolved.of, value) : resolved;
    if (target?.type === "array" && Array.isArray(value)) {
      value.forEach((item, index) =>
        this.checkValue(item, target.of, [...path, itemSegment(item, index)], report),
      );
    } else if (target?.type === "object" && isPlainObject(value)) {
      for (const [name, attribute] of Object.entries(this.attributes(target))) {
        this.checkValue(value[name], attribute.value, [...path, name], report);
      }
    }
  }

  /** The member of a union to check a value against: the one of its kind, by `_type` if several. */
  private unionMember(members: TypeNode[], value: unknown): TypeNode | undefined {
    const kind = kindOf(value);
    const candidates: TypeNode[] = [];
    for (const member of members.map((node) => this.resolve(node))) {
      if (member && this.kinds(member)?.has(kind)) candidates.push(member);
    }
    if (candidates.length === 1) return candidates[0];
    if (kind !== "object" || !isPlainObject(value)) return undefined;
    return candidates.find((member) => {
      const typeAttribute = this.attributes(member)._type?.value;
      return typeAttribute?.type === "string" && typeAttribute.value === value._type;
    });
  }

  /** Top-level fields of a document type whose type is `slug`. */
  slugFields(documentType: string): string[] {
    const node = this.types.get(documentType);
    if (!node) return [];
    return Object.entries(this.attributes(node))
      .filter(([, attribute]) => attribute.value.type === "inline" && attribute.value.name === "slug")
      .map(([name]) => name);
  }
}

type Report = (path: PathSegment[], message: string) => void;

/** An image asset (`image-<sha1>-<w>x<h>-<ext>`) lives in the project, not in the file. */
const isImageAssetRef = (ref: string) => ref.startsWith("image-");

/** The lines that are documents; a problem for each line that is not one, and for a duplicate `_id`. */
function parseLines(ndjson: string): { documents: ParsedLine[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const documents: ParsedLine[] = [];
  const firstLineOfId = new Map<string, number>();

  ndjson.split("\n").forEach((raw, index) => {
    const text = raw.trim();
    const line = index + 1;
    if (!text) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problems.push({ level: "error", line, path: "", message: `not valid JSON (${reason})` });
      return;
    }
    if (!isPlainObject(value)) {
      problems.push({ level: "error", line, path: "", message: `not a JSON object but ${describe(value)}` });
      return;
    }
    const missing = (["_id", "_type"] as const).filter(
      (key) => typeof value[key] !== "string" || !value[key],
    );
    if (missing.length) {
      problems.push({
        level: "error",
        line,
        documentId: typeof value._id === "string" ? value._id : undefined,
        path: "",
        message: `document without ${missing.join(" and ")}`,
      });
      return;
    }
    const doc = value as DatasetDocument;
    const first = firstLineOfId.get(doc._id);
    if (first !== undefined) {
      problems.push({
        level: "error",
        line,
        documentId: doc._id,
        documentType: doc._type,
        path: "_id",
        message: `duplicate _id: line ${first} has a document with the same _id`,
      });
    } else {
      firstLineOfId.set(doc._id, line);
    }
    documents.push({ line, doc });
  });

  return { documents, problems };
}

const isSlug = (slug: string | null): slug is string => Boolean(slug);

/**
 * The rules of redirects (content/schemas/lib/redirects.ts: loops, chains, two redirects from one
 * address, one from a page of the site…) over the published documents, read as the build
 * reads them (`contentSlugsQuery`). The Studio checks them with the API, which the offline
 * `sanity documents validate` cannot ask.
 */
async function redirectChecks(documents: readonly ParsedLine[]): Promise<Problem[]> {
  const dataset = publishedOnly(documents.map((parsed) => parsed.doc));
  const content = (await (
    await evaluate(parse(contentSlugsQuery), { dataset })
  ).get()) as ContentSlugsQueryResult;
  const problems = redirectProblems({
    agents: content.agents.filter(isSlug),
    pages: content.pages.filter(isSlug),
    blog: blogSlugs(content),
    redirects: content.redirects,
  });
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

/**
 * Checks an NDJSON dataset against the schema extract. Errors: a line that is not a JSON object
 * with a string `_id` and `_type`; a duplicate `_id`; a `_type` that is no document type of the
 * schema; a value whose JSON type is not its field's; a `_ref` (other than an image asset's) that
 * names no document of the file; an empty slug field (every slug of this model is a page address,
 * required by its schema); a slug an earlier document of the same type has; a redirect that
 * breaks the rules of redirects.
 */
export async function checkDataset(ndjson: string, schema: SchemaType): Promise<DatasetCheckResult> {
  const walker = new SchemaWalker(schema);
  const { documents, problems } = parseLines(ndjson);
  const all = documents.map((d) => d.doc);
  const unresolved = (await unresolvedReferences(all)).filter(({ ref }) => !isImageAssetRef(ref));
  const schemaDocuments: ParsedLine[] = [];
  for (const [index, parsed] of documents.entries()) {
    const { line, doc } = parsed;
    const error = (path: PathSegment[], message: string) =>
      problems.push({
        level: "error",
        documentId: doc._id,
        documentType: doc._type,
        line,
        path: formatPath(path),
        message,
      });

    for (const { path, ref } of unresolved.filter((reference) => reference.index === index))
      error([...path, "_ref"], `reference to "${ref}", which no document has`);

    if (!walker.documentTypes.has(doc._type)) {
      error(["_type"], `"${doc._type}" is not a document type of the schema`);
      continue;
    }
    schemaDocuments.push(parsed);
    walker.checkValue(doc, { type: "inline", name: doc._type }, [], error);
    for (const field of walker.slugFields(doc._type)) {
      const slug = doc[field];
      const current = isPlainObject(slug) ? slug.current : undefined;
      if (typeof current !== "string" || !current.trim()) {
        error([field], "required slug is missing");
        continue;
      }
      // Offline, Sanity's own uniqueness check is switched off (it asks the API): check here.
      const owner = await slugOwner(all, { type: doc._type, field, slug: current });
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
