import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lintWorkflows } from "./workflow-lint";

// The workflow linter of `npm test` (npm run lint:workflows) on workflows written for the test.

const VALID = `name: Check
on:
  pull_request:
jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - run: npm test
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "workflows-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("lintWorkflows", () => {
  it("passes a valid workflow", async () => {
    writeFileSync(path.join(dir, "check.yml"), VALID);
    expect(await lintWorkflows(dir)).toEqual({ files: [path.join(dir, "check.yml")], problems: [] });
  });

  it("rejects a workflow GitHub would reject, naming the file and the problem", async () => {
    writeFileSync(path.join(dir, "check.yml"), VALID);
    // A job without runs-on, and a trigger that does not exist.
    writeFileSync(
      path.join(dir, "broken.yaml"),
      VALID.replace("    runs-on: ubuntu-latest\n", "").replace("pull_request:", "pull_requests:"),
    );
    const { files, problems } = await lintWorkflows(dir);
    expect(files).toHaveLength(2);
    expect(problems.map((problem) => path.basename(problem.file))).toEqual(["broken.yaml"]);
    expect(problems[0].output).toContain("/jobs/check/runs-on");
    expect(problems[0].output).toContain("pull_requests");
  });

  it("fails on a folder without workflows", async () => {
    expect((await lintWorkflows(path.join(dir, "missing"))).problems).toHaveLength(1);
  });
});
