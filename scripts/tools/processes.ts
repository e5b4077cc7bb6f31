import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import path from "node:path";

export const bin = (name: string) => path.resolve("node_modules/.bin", name);

/**
 * TypeScript 7's compiler, the native one, called by its path: the package `typescript` stays at 6
 * for typescript-eslint, and both put a `tsc` in node_modules/.bin.
 */
export const TSC = path.resolve("node_modules/typescript-7/bin/tsc");

/** `env` for a CLI run that must never prompt nor check for updates (Sanity, Firebase). */
export const unattended = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
  ...env,
  CI: "true",
  NO_UPDATE_NOTIFIER: "1",
});

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

interface Captured {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to completion and returns its exit code and output. */
export function capture(command: string, args: string[], options: SpawnOptions = {}): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), stdout, stderr }));
  });
}

export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited with code ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
