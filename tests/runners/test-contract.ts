import { spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bin, run } from "../../scripts/tools/processes";
import { E2E_BACKEND_URL } from "../e2e/support/backend";

// `npm run test:contract`: the client area's browser journeys with every backend call going
// through an outside OpenAPI validator, Stoplight Prism's proxy over openapi.yaml in front of the
// stand-in; a test fails on any violation it reports (tests/e2e/support/contract-validator.ts).
// Prism comes from the npm registry on first use (npx), so it is not in `npm test`.
const PRISM = "@stoplight/prism-cli@5.14.2";
const PORT = 5096;
const JOURNEYS = [
  "tests/e2e/dashboard.spec.ts",
  "tests/e2e/workflows.spec.ts",
  "tests/e2e/runs.spec.ts",
  "tests/e2e/plan.spec.ts",
  "tests/e2e/billing.spec.ts",
  "tests/e2e/notifications.spec.ts",
  "tests/e2e/account-settings.spec.ts",
  "tests/e2e/trial.spec.ts",
];

// Outside test-results/, which Playwright empties when it starts.
const LOG = path.join(tmpdir(), "contract-validator.log");

const validator = `http://127.0.0.1:${PORT}`;
const log = openSync(LOG, "w");
const prism = spawn(
  "npx",
  ["--yes", PRISM, "proxy", "openapi.yaml", E2E_BACKEND_URL, "--host", "127.0.0.1", "--port", String(PORT)],
  // Its own process group, so that stopping it stops npx's child too.
  { stdio: ["ignore", log, "inherit"], detached: true },
);

/** Waits until Prism answers at all (any status: it answers 500 for a path the contract lacks). */
async function prismAnswers(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (prism.exitCode !== null) throw new Error(`Prism exited with code ${prism.exitCode}`);
    if (
      await fetch(`${validator}/__validator`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Prism did not answer at ${validator} within ${timeoutMs / 1000} s`);
}
let code = 1;
try {
  await prismAnswers(180_000);
  const args = process.argv.slice(2);
  code = await run(
    bin("tsx"),
    [
      "tests/runners/test-e2e.ts",
      ...(args.length ? args : JOURNEYS),
      "--grep-invert",
      "@off-contract",
      "--project",
      "chromium",
    ],
    {
      env: { ...process.env, CONTRACT_VALIDATOR_URL: validator },
    },
  );
} finally {
  process.kill(-prism.pid!, "SIGTERM");
}
// Prism's own count, beside the tests' verdict: every call it validated, and what it found.
const lines = readFileSync(LOG, "utf8").split("\n");
const calls = lines.filter((line) => line.includes("Request received")).length;
const violations = lines.filter((line) => line.includes("Violation:"));
console.log(`\nThe contract validator saw ${calls} calls and ${violations.length} violations (${LOG}).`);
for (const line of new Set(violations)) console.log(`  ${line.replace(/^.*Violation: /, "")}`);
process.exit(code);
