import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { E2E_BACKEND_URL } from "./backend";
import { pageAt, SEED_FILE } from "./dataset";
import { E2E_STUDIO_URL } from "./studio-origin";

// The end-to-end tests need a build whose backend is the recording server, made from the
// content they read (CONTENT_SEED_FILE): `npm test` and `npm run test:e2e` make one.
const REMEDY = "Run `npm run test:e2e`, which builds as the tests need";

export default function checkBuild() {
  const assets = path.resolve("build/client/assets");
  const code = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(path.join(assets, file), "utf8"));
  const missing = [
    ["VITE_API_URL", E2E_BACKEND_URL],
    ["VITE_SANITY_STUDIO_URL", E2E_STUDIO_URL],
  ].filter(([, url]) => !code.some((file) => file.includes(url)));
  if (missing.length)
    throw new Error(
      `The build is not the end-to-end tests' (${missing.map(([name]) => name).join(", ")}). ${REMEDY}.`,
    );

  const headline = pageAt("/").sections?.find(
    (section: { _type: string }) => section._type === "hero",
  )?.headline;
  const home = readFileSync(path.resolve("build/client/index.html"), "utf8");
  if (headline && !home.includes(escapeText(headline)))
    throw new Error(
      `The build read other content than the tests (${SEED_FILE}): its home page lacks the headline "${headline}". ${REMEDY}, or build with the same CONTENT_SEED_FILE.`,
    );
}

const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
