import path from "node:path";
import { parseArgs } from "node:util";
import { countProblems, formatReport, validateDatasetFile } from "../studio/contentValidation";
import { SEED_FILE } from "./tools/sanity-cli";

// `npm run content:validate [file.ndjson]`: the bundled dataset (or the file given, relative to the
// current directory) against the schemas, offline. Exit 1 on any error; warnings do not fail.
const cwd = process.env.INIT_CWD || process.cwd(); // npm runs scripts from the root, INIT_CWD is where it was called
const [given] = parseArgs({ allowPositionals: true }).positionals;
const file = given ? path.resolve(cwd, given) : SEED_FILE;
const relative = path.relative(cwd, file);
const shown = relative && !relative.startsWith("..") ? relative : file;

console.log(`Validating ${shown} against the schemas (Sanity's validation + dataset checks)…`);
const started = Date.now();
let outcome;
try {
  outcome = await validateDatasetFile(file);
} catch (error) {
  console.error(`✖ ${shown}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const { errors, warnings } = countProblems(outcome.problems);
if (outcome.problems.length) console.log(`\n${formatReport(outcome.problems)}`);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
console.log(
  `\n${errors ? "✖" : "✔"} ${shown}: ${plural(outcome.documentCount, "document")}, ` +
    `${plural(errors, "error")}, ${plural(warnings, "warning")} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(errors ? 1 : 0);
