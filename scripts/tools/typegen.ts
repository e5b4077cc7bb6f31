import type { SpawnOptions } from "node:child_process";
import { readFileSync } from "node:fs";
import { GENERATED_CONTRACT_FILES } from "../../backend/generate-contract-types";
import { bin, run } from "./processes";

const GENERATED = ["schemas/schema.json", "content/sanity.types.ts", ...GENERATED_CONTRACT_FILES];

const read = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

/** Regenerates the schema extract and query types; fails if the committed ones differed. */
export async function checkTypegenFresh(options: SpawnOptions = {}): Promise<number> {
  const before = GENERATED.map(read);
  const code = await run(bin("tsx"), ["scripts/typegen.ts"], options);
  if (code !== 0) return code;
  const stale = GENERATED.filter((file, index) => read(file) !== before[index]);
  if (stale.length === 0) return 0;
  console.error(
    `Generated files were stale and have been regenerated: ${stale.join(", ")}.\n` +
      "Run `npm run typegen` after changing a schema, a query or openapi.yaml, and commit the result.",
  );
  return 1;
}
