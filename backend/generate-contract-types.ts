import { writeFileSync } from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { format, resolveConfig } from "prettier";
import { CONTRACT_FILE, readContract } from "./contract";

// What the site takes from openapi.yaml: the types of every path and schema (openapi-typescript)
// and the reply schemas its client checks replies against. Run by `npm run typegen`, whose
// freshness check fails when the committed files differ from what this writes.

const API_DIR = path.join(path.dirname(CONTRACT_FILE), "web", "shared", "api");
export const CONTRACT_TYPES_FILE = path.join(API_DIR, "openapi.d.ts");
export const CONTRACT_REPLIES_FILE = path.join(API_DIR, "openapiReplies.ts");
export const GENERATED_CONTRACT_FILES = [CONTRACT_TYPES_FILE, CONTRACT_REPLIES_FILE].map((file) =>
  path.relative(path.dirname(CONTRACT_FILE), file),
);

const HEADER =
  "// Generated from openapi.yaml by `npm run typegen` (backend/generate-contract-types.ts): do not edit.\n";

async function formatted(file: string, text: string): Promise<string> {
  const options = await resolveConfig(file);
  return format(text, { ...options, filepath: file });
}

export async function generateContractTypes(): Promise<void> {
  const types = astToString(await openapiTS(new URL(`file://${CONTRACT_FILE}`)));
  writeFileSync(CONTRACT_TYPES_FILE, await formatted(CONTRACT_TYPES_FILE, HEADER + types));

  const replies = Object.fromEntries(readContract().map((operation) => [operation.key, operation.replies]));
  const module =
    HEADER +
    'import type { Schema } from "@cfworker/json-schema";\n\n' +
    "/** What each status of each operation may carry: a JSON body and its schema, any body, another media type, or nothing. */\n" +
    "export interface ReplyShape {\n  json?: Schema | boolean;\n  any?: true;\n  other?: true;\n}\n\n" +
    `export const replyShapes: Record<string, Record<string, ReplyShape>> = ${JSON.stringify(replies)};\n`;
  writeFileSync(CONTRACT_REPLIES_FILE, await formatted(CONTRACT_REPLIES_FILE, module));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await generateContractTypes();
}
