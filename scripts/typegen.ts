import { generateContractTypes } from "../backend/generate-contract-types";
import { bin, run, unattended } from "./tools/processes";

// Extracts the schema, then writes the result types of every defineQuery in web/, then the
// backend contract's types and reply schemas from openapi.yaml.
const studio = { cwd: "studio", env: unattended() };
const extracted = await run(
  bin("sanity"),
  ["schema", "extract", "--force", "--path", "../schemas/schema.json"],
  studio,
);
if (extracted !== 0) process.exit(extracted);
const generated = await run(bin("sanity"), ["typegen", "generate"], studio);
if (generated !== 0) process.exit(generated);
await generateContractTypes();
