import { Validator } from "@cfworker/json-schema";
import { readContract, type Operation } from "./contract";
import { Refusal } from "./refusal";

// A request read as openapi.yaml describes it: which operation it calls (its path's template
// filled in), and its query and body checked against the document's schemas (400 otherwise).

export interface MatchedRequest {
  operation: Operation;
  /** The path's parameters, decoded: { run_id: "run-1" } */
  params: Record<string, string>;
}

function problemsOf(validator: Validator, value: unknown): string | null {
  const result = validator.validate(value);
  if (result.valid) return null;
  const problems = result.errors.filter((error) => !["properties", "$ref"].includes(error.keyword));
  return (problems.length ? problems : result.errors)
    .map((e) => `${e.instanceLocation}: ${e.error}`)
    .join("; ");
}

export function readContractRequests(operations: Operation[] = readContract()) {
  const routes = operations.map((operation) => {
    const names: string[] = [];
    const pattern = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    const validators = operation.parameters
      .filter((parameter) => parameter.in === "path")
      .map((parameter) => [parameter.name, new Validator(parameter.schema, "2020-12", false)] as const);
    return { operation, names, pattern: new RegExp(`^${pattern}$`), pathValidators: new Map(validators) };
  });
  const bodyValidators = new Map(
    operations.flatMap((operation) =>
      operation.requestSchema
        ? [[operation.key, new Validator(operation.requestSchema, "2020-12", false)] as const]
        : [],
    ),
  );
  const queryValidators = new Map(
    operations.map((operation) => [
      operation.key,
      operation.parameters
        .filter((parameter) => parameter.in === "query")
        .map((parameter) => ({ parameter, validator: new Validator(parameter.schema, "2020-12", false) })),
    ]),
  );

  /** The operation `method` and `path` call, its path's parameters checked by their schemas; null when the document has none. */
  function match(method: string, path: string): MatchedRequest | null {
    for (const { operation, names, pattern, pathValidators } of routes) {
      const found = operation.method === method ? pattern.exec(path) : null;
      if (!found) continue;
      let params: Record<string, string>;
      try {
        params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1])]));
      } catch {
        throw new Refusal(400, "invalid_request", "A path parameter is not well encoded.");
      }
      for (const [name, validator] of pathValidators) {
        const problems = problemsOf(validator, params[name]);
        if (problems) throw new Refusal(400, "invalid_request", `${name}: ${problems}`);
      }
      return { operation, params };
    }
    return null;
  }

  function checkedBody<T>(operation: Operation, text: string): T {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Refusal(400, "invalid_request", "The body is not JSON.");
    }
    const validator = bodyValidators.get(operation.key);
    const problems = validator ? problemsOf(validator, body) : null;
    if (problems) throw new Refusal(400, "invalid_request", problems);
    return body as T;
  }

  /** The query's parameters the operation lists, with their defaults, each checked by its schema. */
  function checkedQuery<T>(operation: Operation, search: URLSearchParams): T {
    const query: Record<string, unknown> = {};
    for (const { parameter, validator } of queryValidators.get(operation.key) ?? []) {
      const text = search.get(parameter.name);
      if (text === null) {
        if (parameter.schema.default !== undefined) query[parameter.name] = parameter.schema.default;
        if (parameter.required) throw new Refusal(400, "invalid_request", `${parameter.name} is required.`);
        continue;
      }
      const value = parameter.schema.type === "integer" && /^-?\d+$/.test(text) ? Number(text) : text;
      const problems = problemsOf(validator, value);
      if (problems) throw new Refusal(400, "invalid_request", `${parameter.name}: ${problems}`);
      query[parameter.name] = value;
    }
    return query as T;
  }

  return { match, checkedBody, checkedQuery };
}
