import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { E2E_BACKEND_URL } from "./backend";
import { E2E_STUDIO_URL } from "./studio-origin";

// The end-to-end tests need a build whose backend is the recording server: `npm test` makes
// one; on its own run `npm run test:e2e`, or build as it does first.
export default function checkBuild() {
  const assets = path.resolve("build/client/assets");
  const code = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(path.join(assets, file), "utf8"));
  const missing = [
    ["VITE_API_URL", E2E_BACKEND_URL],
    ["VITE_SANITY_STUDIO_URL", E2E_STUDIO_URL],
  ].filter(([, url]) => !code.some((file) => file.includes(url)));
  if (missing.length) {
    const settings = [`VITE_API_URL=${E2E_BACKEND_URL}`, `VITE_SANITY_STUDIO_URL=${E2E_STUDIO_URL}`].join(
      " ",
    );
    throw new Error(
      `The build is not the end-to-end tests' (${missing.map(([name]) => name).join(", ")}). Run: ${settings} npm run build`,
    );
  }
}
