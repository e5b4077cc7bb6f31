import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { prerenderedPages } from "./lib/prerendered-html";
import { bin, capture } from "./lib/processes";
import { paths } from "../content/paths";

// `npm run build`, the deployment build, as a deployer runs it.
const withoutViteVars = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")),
);
const build = (env: Record<string, string>) =>
  capture(bin("tsx"), ["scripts/build.ts"], { env: { ...withoutViteVars, ...env } });

const deployment = {
  VITE_FIREBASE_API_KEY: "AIzaDeployKey",
  VITE_FIREBASE_AUTH_DOMAIN: "nexora-site.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "nexora-site",
  VITE_FIREBASE_APP_ID: "1:123:web:abc",
  VITE_API_URL: "https://api.nexora.ai",
  VITE_SITE_URL: "https://www.nexora.ai",
};

mkdirSync(path.resolve("node_modules/.cache"), { recursive: true });
// Inside the project, so the prerender step resolves the project's packages.
const buildDir = mkdtempSync(path.resolve("node_modules/.cache/deploy-build-"));
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("npm run build", () => {
  it("refuses to build with settings missing or malformed, naming every one and what it is for", async () => {
    const { code, stderr } = await build({
      ...deployment,
      VITE_FIREBASE_APP_ID: "",
      VITE_API_URL: "not a url",
      VITE_SITE_URL: "http://www.nexora.ai",
      VITE_SANITY_PROJECT_ID: "Nexora_Site",
      BUILD_DIR: buildDir,
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      "The deployment build cannot start: 4 environment variables are missing or wrong.",
    );
    expect(stderr).toContain('VITE_SANITY_PROJECT_ID: "Nexora_Site" is not a Sanity project id');
    expect(stderr).toContain(`VITE_API_URL: "not a url" is not a URL\n      the agency backend's host`);
    expect(stderr).toContain("VITE_FIREBASE_APP_ID: not set");
    expect(stderr).toContain(
      'VITE_SITE_URL: "http://www.nexora.ai" must be an https:// URL in a deployment build',
    );
    expect(readdirSync(buildDir)).toEqual([]);
  });

  it("with them, builds a site that refers to no emulator, warning about the bundled dataset", async () => {
    const { code, stderr } = await build({ ...deployment, BUILD_DIR: buildDir });
    expect(code, stderr).toBe(0);
    expect(stderr).toContain("building from the bundled dataset");
    const assets = path.join(buildDir, "client/assets");
    const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
    const code_ = scripts.map((file) => readFileSync(path.join(assets, file), "utf8")).join("\n");
    expect(code_).toContain("nexora-site.firebaseapp.com");
    for (const local of ["127.0.0.1:9099", "demo-agency", "demo-api-key", "localhost:9099"])
      expect(code_, local).not.toContain(local);

    // What the host serves the build with: the project's rules and this build's policy.
    const hosting = JSON.parse(readFileSync(path.join(buildDir, "firebase.json"), "utf8")).hosting;
    expect(hosting.public).toBe("client");
    expect(hosting.predeploy).toBeUndefined();
    const headers = hosting.headers.flatMap(
      (rule: { headers: { key: string; value: string }[] }) => rule.headers,
    );
    const policy = headers.find((header: { key: string }) => header.key === "Content-Security-Policy").value;
    expect(policy).toContain("connect-src 'self' https://identitytoolkit.googleapis.com");
    expect(policy).toContain("https://api.nexora.ai");
    expect(policy).toContain("frame-src https://nexora-site.firebaseapp.com;");
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost|9099/);

    // The bundled dataset's redirect (a `redirect` document): the host answers its old
    // address with it, and the browser's router finds it in the address's data file.
    expect(hosting.redirects).toContainEqual({ source: "/privacy", destination: paths.privacy, type: 301 });
    const client = path.join(buildDir, "client");
    expect(readFileSync(path.join(client, "privacy.data"), "utf8")).toContain(paths.privacy);
    expect(existsSync(path.join(client, "privacy/index.html"))).toBe(false);

    // Every page's stylesheet declares Inter from its emitted file, used only if it arrives in
    // time (optional), with metrics-matched fallbacks; no page preloads it (LCP, see docs/performance.md).
    for (const page of prerenderedPages(client)) {
      const html = readFileSync(path.join(client, page, "index.html"), "utf8");
      expect(html, page).not.toMatch(/<link rel="preload"[^>]*as="font"/);
      const href = html.match(
        /src:url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\) format\("woff2"\)/,
      )?.[1];
      expect(href && existsSync(path.join(client, href)), page).toBe(true);
      expect(html).toMatch(/@font-face\{font-family:"Inter";[^}]*font-display:optional/);
      expect(html).toMatch(/font-family:\s*"Inter Fallback";[^}]*size-adjust:[^}]*ascent-override/);
    }
  }, 120_000);
});
