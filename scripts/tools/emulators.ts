import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { hostingConfigOf } from "#web/files/hostingConfig.server.ts";
import { AUTH_EMULATOR_URL, FIREBASE_PROJECT_ID } from "./local-firebase";
import { bin, unattended, waitForHttp } from "./processes";

/** Makes the Hosting emulator compress route data as Firebase Hosting does (the file says why). */
const GZIPS_DATA = path.resolve(import.meta.dirname, "hosting-gzips-data.mjs");

export type Emulators = { url: string; child: ChildProcess; stop: () => Promise<void> };

type EmulatorOptions = {
  /** The build to serve; by default $BUILD_DIR or build/ (tests serve builds of their own). */
  buildDir?: string;
  /** Hosting only, for a second server beside one that already runs the Auth emulator. */
  hostingOnly?: boolean;
};

/**
 * Starts the Firebase Auth emulator (port 9099, where the app looks for it when no Firebase
 * project is configured) and the Hosting emulator on `port`, serving a build with the
 * firebase.json the build wrote (the project's, with the content's redirects),
 * as the host would; waits until both answer.
 */
export async function startEmulators(port: number, options: EmulatorOptions = {}): Promise<Emulators> {
  const buildDir = options.buildDir ?? (process.env.BUILD_DIR || "build");
  let configFile = hostingConfigOf(buildDir);
  if (!existsSync(configFile)) throw new Error(`No build to serve: ${configFile} is missing. Build first.`);
  const config = JSON.parse(readFileSync(configFile, "utf8"));
  if (config.emulators.hosting.port !== port) {
    config.emulators.hosting.port = port;
    // Separate hub and logging ports let a test server run beside `npm start`.
    config.emulators.hub = { host: "127.0.0.1", port: port + 1 };
    config.emulators.logging = { host: "127.0.0.1", port: port + 2 };
    // Next to the build's own config, so its relative "public" folder still resolves.
    configFile = path.join(buildDir, `.firebase.${port}.json`);
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
      env: unattended({
        ...process.env,
        FIREBASE_CLI_EXPERIMENTS: "",
        NODE_OPTIONS:
          `${process.env.NODE_OPTIONS ?? ""} --import ${JSON.stringify(pathToFileURL(GZIPS_DATA).href)}`.trim(),
      }),
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
