import path from "node:path";
import { countProblems, formatReport, validateDatasetFile } from "../studio/contentValidation";
import { loginHint, projectEnv, projectFromEnv, SANITY_BIN, SEED_FILE, STUDIO_DIR } from "./tools/sanity-cli";
import { run } from "./tools/processes";

// `npm run content:push`: replaces the documents of SANITY_STUDIO_PROJECT_ID / SANITY_STUDIO_DATASET
// (default production) with the bundled dataset, images included with their tags and alt texts in the
// media library. Documents of the dataset that the bundle lacks are left alone. Refuses a bundle that
// `npm run content:validate` rejects.
let project;
try {
  project = projectFromEnv(process.env, "content:push");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log("Validating the bundled dataset before pushing it…");
const { problems, documentCount } = await validateDatasetFile(SEED_FILE);
const { errors, warnings } = countProblems(problems);
console.log(`${documentCount} documents, ${errors} errors, ${warnings} warnings.`);
if (errors) {
  console.error(
    `\n${formatReport(problems)}\n\nNot pushed: fix the errors above (npm run content:validate).`,
  );
  process.exit(1);
}

console.log(
  `Importing ${path.relative(process.cwd(), SEED_FILE)} into ${project.projectId}/${project.dataset}…`,
);
const code = await run(
  SANITY_BIN,
  [
    "dataset",
    "import",
    // The folder: production.ndjson, images/ and assets.json, the images' tags and alt texts in
    // the media library, which the import restores on each asset it uploads.
    "seed",
    "--dataset",
    project.dataset,
    "--project-id",
    project.projectId,
    "--replace",
  ],
  { cwd: STUDIO_DIR, env: projectEnv(project) },
);
if (code !== 0) {
  console.error(`\nImport failed (exit code ${code}). ${loginHint(project)}`.trimEnd());
  process.exit(code);
}
