import type { StdioOptions } from "node:child_process";
import { openSync, closeSync, readFileSync, rmSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A step of `npm test`: its name, the steps it needs passed first, and what it runs. */
export type Step = {
  name: string;
  needs?: string[];
  /** Its output shown as it comes (a long browser run) rather than whole at its end. */
  stream?: boolean;
  /** Runs the step, its processes writing to `stdio`; resolves with its exit code. */
  action: (stdio: StdioOptions) => Promise<number>;
};

type StepResult = { name: string; ok: boolean | undefined; seconds: number };

/**
 * Runs the steps, at most `width` at a time, each as soon as those it needs have passed, in
 * their order. A step's output goes to a file of its own and is printed whole when it ends,
 * under its name, so that steps side by side do not mix their lines; a `stream` step's shows as
 * it comes. After a failure no step starts.
 */
export async function runSteps(steps: Step[], width: number): Promise<StepResult[]> {
  const logs = mkdtempSync(path.join(tmpdir(), "steps-"));
  const results = new Map<string, StepResult>();
  const running = new Map<string, Promise<void>>();
  let failed = false;
  const done = (name: string) => results.get(name)?.ok === true;
  const ready = (step: Step) =>
    !results.has(step.name) && !running.has(step.name) && (step.needs ?? []).every(done);

  const start = (step: Step) => {
    const started = Date.now();
    const file = path.join(logs, `${steps.indexOf(step)}.log`);
    const fd = openSync(file, "w");
    console.log(`▶ ${step.name}`);
    const finished = Promise.resolve()
      .then(() => step.action(step.stream ? ["ignore", "inherit", "inherit"] : ["ignore", fd, fd]))
      .catch((error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        return 1;
      })
      .then((code) => {
        closeSync(fd);
        const seconds = (Date.now() - started) / 1000;
        results.set(step.name, { name: step.name, ok: code === 0, seconds });
        if (code !== 0) failed = true;
        const log = readFileSync(file, "utf8").trimEnd();
        console.log(
          `\n━━ ${step.name}: ${code === 0 ? "ok" : `FAILED (exit ${code})`}, ${seconds.toFixed(1)} s`,
        );
        if (log) console.log(log);
        running.delete(step.name);
      });
    running.set(step.name, finished);
  };

  for (;;) {
    if (!failed) for (const step of steps) if (running.size < width && ready(step) && !failed) start(step);
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  rmSync(logs, { recursive: true, force: true });
  return steps.map((step) => results.get(step.name) ?? { name: step.name, ok: undefined, seconds: 0 });
}
