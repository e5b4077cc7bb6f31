import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  extractExport,
  loginHint,
  projectEnv,
  projectFromEnv,
  SANITY_BIN,
  SEED_DIR,
  STUDIO_DIR,
} from "./tools/sanity-cli";
import { run } from "./tools/processes";

// `npm run content:pull`: replaces the bundled dataset (studio/seed/production.ndjson and
// studio/seed/images/) with the published documents and images of SANITY_STUDIO_PROJECT_ID /
// SANITY_STUDIO_DATASET (default production).
let project;
try {
  project = projectFromEnv(process.env, "content:pull");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const work = await mkdtemp(path.join(os.tmpdir(), "content-export-"));
try {
  const tarball = path.join(work, `${project.dataset}.tar.gz`);
  const code = await run(
    SANITY_BIN,
    ["dataset", "export", project.dataset, tarball, "--project-id", project.projectId, "--no-drafts"],
    { cwd: STUDIO_DIR, env: projectEnv(project) },
  );
  if (code !== 0) {
    console.error(
      `\nExport failed (exit code ${code}); the bundled dataset is unchanged. ${loginHint(project)}`.trimEnd(),
    );
    process.exitCode = code;
  } else {
    const extracted = await extractExport(tarball, SEED_DIR);
    const seed = path.relative(process.cwd(), SEED_DIR);
    console.log(
      `\nWrote ${extracted.documents} documents to ${seed}/production.ndjson and ${extracted.images} images to ${seed}/images/` +
        `${extracted.files ? ` (and ${extracted.files} files to ${seed}/files/)` : ""}.\n` +
        "Check them with `npm run content:validate`, and commit them.",
    );
  }
} catch (error) {
  console.error(`content:pull failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await rm(work, { recursive: true, force: true });
}
