import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

// openapi.yaml read as data: each operation's request and reply schemas with every $ref
// replaced by what it names, so that each schema stands alone (the contract has no recursion).

export const CONTRACT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "openapi.yaml");

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** What one status of an operation may carry: a JSON body (its schema), another media type, or nothing. */
export interface ReplyShape {
  json?: JsonObject | boolean;
  /** Any body is accepted (a `*∕*` media type with an empty schema). */
  any?: true;
  /** A non-JSON media type is listed, e.g. text/plain: such a body is accepted and read as null. */
  other?: true;
}

/** A query or path parameter (the path's own and the operation's). */
export interface Parameter {
  name: string;
  in: "query" | "path";
  required: boolean;
  schema: JsonObject;
}

export interface Operation {
  /** "GET /api/runs/{run_id}", as the document writes its path */
  key: string;
  method: string;
  path: string;
  bearer: boolean;
  parameters: Parameter[];
  requestSchema: JsonObject | null;
  replies: Record<string, ReplyShape>;
}

const METHODS = ["get", "put", "post", "delete", "patch"];

function resolveRefs(value: Json, root: JsonObject, seen: string[] = []): Json {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, root, seen));
  if (value === null || typeof value !== "object") return value;
  const ref = value.$ref;
  if (typeof ref === "string") {
    if (seen.includes(ref)) throw new Error(`openapi.yaml: ${ref} refers to itself`);
    const target = ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<Json>((node, key) => (node as JsonObject)[key], root);
    if (target === undefined) throw new Error(`openapi.yaml: ${ref} names nothing`);
    return resolveRefs(target, root, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveRefs(item, root, seen)]));
}

function replyShape(response: JsonObject): ReplyShape {
  const content = (response.content ?? {}) as JsonObject;
  const shape: ReplyShape = {};
  for (const [mediaType, media] of Object.entries(content)) {
    const schema = (media as JsonObject).schema as JsonObject | undefined;
    if (mediaType === "application/json") shape.json = schema ?? true;
    else if (mediaType === "*/*") shape.any = true;
    else shape.other = true;
  }
  return shape;
}

/** Every operation of the contract, in the document's order. */
export function readContract(file = CONTRACT_FILE): Operation[] {
  const document = parse(readFileSync(file, "utf8")) as JsonObject;
  const resolved = resolveRefs(document, document) as JsonObject;
  const defaultBearer = ((resolved.security ?? []) as Json[]).length > 0;
  const operations: Operation[] = [];
  for (const [pathName, item] of Object.entries(resolved.paths as JsonObject)) {
    const pathParameters = ((item as JsonObject).parameters ?? []) as Json[];
    for (const [method, value] of Object.entries(item as JsonObject)) {
      if (!METHODS.includes(method)) continue;
      const operation = value as JsonObject;
      const security = operation.security as Json[] | undefined;
      const body = (operation.requestBody as JsonObject | undefined)?.content as JsonObject | undefined;
      const replies = Object.fromEntries(
        Object.entries(operation.responses as JsonObject).map(([status, response]) => [
          status,
          replyShape(response as JsonObject),
        ]),
      );
      operations.push({
        key: `${method.toUpperCase()} ${pathName}`,
        method: method.toUpperCase(),
        path: pathName,
        bearer: security ? security.length > 0 : defaultBearer,
        parameters: [...pathParameters, ...((operation.parameters ?? []) as Json[])].map((json) => {
          const parameter = json as JsonObject;
          return {
            name: String(parameter.name),
            in: parameter.in as Parameter["in"],
            required: parameter.required === true,
            schema: (parameter.schema ?? {}) as JsonObject,
          };
        }),
        requestSchema: ((body?.["application/json"] as JsonObject | undefined)?.schema as JsonObject) ?? null,
        replies,
      });
    }
  }
  return operations;
}
