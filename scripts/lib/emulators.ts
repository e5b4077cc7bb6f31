import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { bin, unattended, waitForHttp } from "./processes";

export const FIREBASE_PROJECT_ID = "demo-agency";
const FIREBASE_CONFIG = "firebase.json";

export type Emulators = { url: string; child: ChildProcess; stop: () => Promise<void> };

export const AUTH_EMULATOR_URL = "http://127.0.0.1:9099";

/**
 * Starts the Firebase Auth emulator (port 9099, where the app looks for it when no Firebase
 * project is configured) and the Hosting emulator on `port`, serving the built site with the
 * project's own firebase.json (headers, redirects, 404.html); waits until both answer.
 */
type EmulatorOptions = {
  /** Serve this folder instead of firebase.json's "public" (tests serve builds of their own). */
  publicDir?: string;
  /** Hosting only, for a second server beside one that already runs the Auth emulator. */
  hostingOnly?: boolean;
};

export async function startEmulators(port: number, options: EmulatorOptions = {}): Promise<Emulators> {
  const config = JSON.parse(readFileSync(FIREBASE_CONFIG, "utf8"));
  let configFile = FIREBASE_CONFIG;
  if (config.emulators.hosting.port !== port || options.publicDir) {
    config.emulators.hosting.port = port;
    // Separate hub and logging ports let a test server run beside `npm start`.
    config.emulators.hub = { host: "127.0.0.1", port: port + 1 };
    config.emulators.logging = { host: "127.0.0.1", port: port + 2 };
    if (options.publicDir) config.hosting.public = path.relative(process.cwd(), options.publicDir);
    // Written next to firebase.json so a relative "public" path still resolves.
    configFile = `.firebase.${port}.json`;
    writeFileSync(configFile, JSON.stringify(config, null, 2));
  }
  // Same process group as the caller: a signal to the group (Ctrl+C, a test runner) reaches it.
  const child = spawn(
    bin("firebase"),
    [
      "emulators:start",
      "--only",
      options.hostingOnly ? "hosting" : "auth,hosting",
      "--project",
      FIREBASE_PROJECT_ID,
      "--config",
      configFile,
    ],
    {
      env: unattended({ ...process.env, FIREBASE_CLI_EXPERIMENTS: "" }),
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 20000) log = log.slice(-20000);
  });
  const url = `http://localhost:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 10000).unref();
    });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 120000, child);
    if (!options.hostingOnly) await waitForHttp(AUTH_EMULATOR_URL, 60000, child);
  } catch (error) {
    process.stderr.write(log);
    await stop();
    throw error;
  }
  return { url, child, stop };
}
