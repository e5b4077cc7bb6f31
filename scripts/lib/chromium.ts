import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function findChromium(): string | undefined {
  const configured = process.env.CHROME_PATH;
  if (configured && existsSync(configured)) return configured;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * Debian's Chromium for the end-to-end tests. Installs it with apt when running as root
 * where apt exists; otherwise explains what to install. Never downloads a browser build.
 */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium not found: installing Debian's chromium package with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env,
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "Chromium was not found. Install Debian's chromium package (sudo apt-get install chromium) " +
      "or set CHROME_PATH to a Chromium or Chrome binary, then run the tests again.",
  );
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
