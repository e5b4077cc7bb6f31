import { existsSync } from "node:fs";
import { aptInstall, canInstallWithApt } from "./apt";

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
  if (canInstallWithApt()) {
    aptInstall(["chromium"]);
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
