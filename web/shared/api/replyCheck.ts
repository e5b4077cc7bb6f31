import { Validator } from "@cfworker/json-schema";
import { replyShapes, type ReplyShape } from "./openapiReplies";

// Loaded only when a backend reply arrives (backend.ts imports it dynamically): the validator
// and the schemas never weigh on a page's first load.

export type ReplyCheck = { ok: true; value: unknown } | { ok: false; problem: string };

const validators = new Map<ReplyShape, Validator>();

function shapeFor(operation: string, status: number): ReplyShape | undefined {
  const shapes = replyShapes[operation];
  return shapes?.[String(status)] ?? shapes?.[`${String(status)[0]}XX`] ?? shapes?.default;
}

function parse(text: string): { json: true; value: unknown } | { json: false } {
  try {
    return { json: true, value: JSON.parse(text) };
  } catch {
    return { json: false };
  }
}

/**
 * Whether a reply's body is what openapi.yaml says `operation` ("GET /api/agents") answers with
 * `status`: its JSON value when it is, else what did not match, in words.
 */
export function checkReply(operation: string, status: number, text: string): ReplyCheck {
  const shape = shapeFor(operation, status);
  if (!shape) return { ok: false, problem: `status ${status} is not one it lists` };
  const body = text.trim() ? parse(text) : undefined;
  if (shape.any) return { ok: true, value: body?.json ? body.value : null };
  if (!body) {
    return shape.json === undefined && !shape.other
      ? { ok: true, value: null }
      : { ok: false, problem: "the reply has no body, and a JSON body is expected" };
  }
  if (!body.json || shape.json === undefined) {
    if (shape.other) return { ok: true, value: null };
    return {
      ok: false,
      problem: body.json ? "the reply has a JSON body, and none is expected" : "the reply is not JSON",
    };
  }
  let validator = validators.get(shape);
  if (!validator) {
    validator = new Validator(shape.json, "2020-12", false);
    validators.set(shape, validator);
  }
  const result = validator.validate(body.value);
  if (result.valid) return { ok: true, value: body.value };
  // The innermost errors say what failed; the outer ones only that a property or item did.
  const leaves = result.errors.filter(
    (error) => !["properties", "items", "$ref", "allOf"].includes(error.keyword),
  );
  const problems = (leaves.length ? leaves : result.errors).map(
    (error) => `${error.instanceLocation.replace(/^#/, "") || "/"}: ${error.error.replace(/\.$/, "")}`,
  );
  return { ok: false, problem: [...new Set(problems)].join("; ") };
}
