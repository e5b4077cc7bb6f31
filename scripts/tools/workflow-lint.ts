import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { bin, capture } from "./processes";

/** The GitHub Actions workflows of a folder (`.yml` and `.yaml`). */
const workflowFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => /\.ya?ml$/.test(name))
        .sort()
        .map((name) => path.join(dir, name))
    : [];

interface WorkflowProblem {
  file: string;
  output: string;
}

/**
 * Runs action-validator (@action-validator/cli: GitHub's workflow schema, offline) on every workflow
 * of `dir`; resolves with the files it rejected and what it said. A folder without workflows is a
 * problem too, so a moved folder cannot pass unchecked.
 */
export async function lintWorkflows(dir: string): Promise<{ files: string[]; problems: WorkflowProblem[] }> {
  const files = workflowFiles(dir);
  if (!files.length) return { files, problems: [{ file: dir, output: "no workflow files (.yml, .yaml)" }] };
  const problems: WorkflowProblem[] = [];
  for (const file of files) {
    const { code, stdout, stderr } = await capture(bin("action-validator"), [file]);
    if (code !== 0) problems.push({ file, output: (stdout + stderr).trim() });
  }
  return { files, problems };
}
