import { readFileSync, writeFileSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { bin, waitForHttp } from "./processes";

export const FIREBASE_PROJECT_ID = "demo-agency";
const FIREBASE_CONFIG = "firebase.json";
// Written next to firebase.json so its relative "public" path still resolves.
const PORT_CONFIG = ".firebase.local.json";

export type Emulators = { url: string; child: ChildProcess; stop: () => Promise<void> };

export const AUTH_EMULATOR_URL = "http://127.0.0.1:9099";

/**
 * Starts the Firebase Auth emulator (port 9099, where the app looks for it when no Firebase
 * project is configured) and the Hosting emulator on `port`, serving the built site with the
 * project's own firebase.json (headers, redirects, 404.html); waits until both answer.
 */
export async function startEmulators(port: number): Promise<Emulators> {
  const config = JSON.parse(readFileSync(FIREBASE_CONFIG, "utf8"));
  let configFile = FIREBASE_CONFIG;
  if (config.emulators.hosting.port !== port) {
    config.emulators.hosting.port = port;
    // Separate hub and logging ports let a test server run beside `npm start`.
    config.emulators.hub = { host: "127.0.0.1", port: port + 1 };
    config.emulators.logging = { host: "127.0.0.1", port: port + 2 };
    writeFileSync(PORT_CONFIG, JSON.stringify(config, null, 2));
    configFile = PORT_CONFIG;
  }
  // Same process group as the caller: a signal to the group (Ctrl+C, a test runner) reaches it.
  const child = spawn(
    bin("firebase"),
    ["emulators:start", "--only", "auth,hosting", "--project", FIREBASE_PROJECT_ID, "--config", configFile],
    {
      env: { ...process.env, CI: "true", NO_UPDATE_NOTIFIER: "1", FIREBASE_CLI_EXPERIMENTS: "" },
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
    await waitForHttp(AUTH_EMULATOR_URL, 60000, child);
  } catch (error) {
    process.stderr.write(log);
    await stop();
    throw error;
  }
  return { url, child, stop };
}
