import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { prerenderedPages } from "#web/files/prerenderedHtml.server.ts";
import { policyOfPage } from "#web/files/pagePolicies.server.ts";
import { bin, capture } from "./tools/processes";
import { paths } from "#content/paths.ts";
import { parseNdjson, toNdjson } from "#content/ndjson.ts";
import { fontSwitchScript } from "#web/shared/styles/fontSwitch.ts";

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
const seedFile = `${buildDir}.ndjson`;
afterAll(() => {
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(seedFile, { force: true });
});

/**
 * The bundled dataset as a careless or hostile editor could leave it, past the Studio: slugs that
 * would climb out of their folder or break an address, a redirect to another site, text with
 * control and direction characters and a script tag, an image whose file is missing. The build
 * must name each and build the rest with it neutralised.
 */
function hostileDataset(file: string) {
  const docs = parseNdjson(readFileSync("studio/seed/production.ndjson", "utf8"));
  const doc = (id: string) => docs.find((candidate) => candidate._id === id)!;
  const first = (type: string) => docs.find((candidate) => candidate._type === type)!;
  doc("agent-seo-specialist").slug = { _type: "slug", current: "../../etc" };
  first("category").slug = { _type: "slug", current: "café latte" };
  first("author").slug = { _type: "slug", current: ".." };
  doc("agent-data-analyst").heroTagline = "Insights\u202E\u0007 <script>alert(1)</script>";
  (doc("post-lead-nurturing-playbook").coverImage as { _sanityAsset: string })._sanityAsset =
    "image@file://./images/0000000000000000000000000000000000000000-1200x675.svg";
  docs.push({
    _id: "redirect-evil",
    _type: "redirect",
    from: "/old-offer",
    toUrl: "https://evil.example/phish",
    permanent: true,
  });
  writeFileSync(file, toNdjson(docs));
}

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

  it("with them, builds a site that refers to no emulator, warning about the bundled dataset, and names each hostile document it leaves out or neutralises", async () => {
    hostileDataset(seedFile);
    const { code, stderr } = await build({ ...deployment, BUILD_DIR: buildDir, CONTENT_SEED_FILE: seedFile });
    expect(code, stderr).toBe(0);
    expect(stderr).toContain("building from the bundled dataset");
    for (const warning of [
      'The agent with the slug "../../etc" (en) is not built: Use lowercase letters, digits and hyphens',
      'The category with the slug "café latte" is not built',
      'The author with the slug ".." is not built',
      "The redirect from /old-offer (document redirect-evil) is not built",
      "The document post-lead-nurturing-playbook shows no image for image-0000000000000000000000000000000000000000-1200x675-svg: the file is missing.",
    ])
      expect(stderr).toContain(warning);
    const assets = path.join(buildDir, "client/assets");
    const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
    const code_ = scripts.map((file) => readFileSync(path.join(assets, file), "utf8")).join("\n");
    expect(code_).toContain("nexora-site.firebaseapp.com");
    for (const local of ["127.0.0.1:9099", "demo-agency", "demo-api-key", "localhost:9099"])
      expect(code_, local).not.toContain(local);

    // What the host serves the build with: the project's rules; and the pages' policy.
    const hosting = JSON.parse(readFileSync(path.join(buildDir, "firebase.json"), "utf8")).hosting;
    expect(hosting.public).toBe("client");
    expect(hosting.predeploy).toBeUndefined();
    const policy = policyOfPage(readFileSync(path.join(buildDir, "client/index.html"), "utf8"));
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

    // Nothing hostile reached a file: no page outside its folder, no hidden character, no script.
    expect(existsSync(path.join(buildDir, "etc")), "a file above client/").toBe(false);
    expect(hosting.redirects.map((redirect: { destination: string }) => redirect.destination)).not.toContain(
      "https://evil.example/phish",
    );
    const analyst = readFileSync(path.join(client, "agents/data-analyst/index.html"), "utf8");
    expect(analyst).toContain("Insights &lt;script&gt;alert(1)&lt;/script&gt;");
    for (const page of prerenderedPages(client)) {
      const html = readFileSync(path.join(client, page, "index.html"), "utf8");
      for (const hostile of ["\u0007", "\u202E", "<script>alert"]) expect(html, page).not.toContain(hostile);
    }

    // Every page's stylesheet declares Inter from its emitted file, with metrics-matched
    // fallbacks, and the page is drawn in it from the start once the browser has it
    // (fontSwitch.ts); no page preloads it (LCP, see docs/performance.md).
    for (const page of prerenderedPages(client)) {
      const html = readFileSync(path.join(client, page, "index.html"), "utf8");
      expect(html, page).not.toMatch(/<link rel="preload"[^>]*as="font"/);
      const href = html.match(
        /src:url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\) format\("woff2"\)/,
      )?.[1];
      expect(href && existsSync(path.join(client, href)), page).toBe(true);
      expect(html).toMatch(/@font-face\{font-family:"Inter";[^}]*font-display:optional/);
      expect(html).toMatch(/font-family:"Inter Fallback: DejaVu Sans";[^}]*size-adjust:[^}]*ascent-override/);
      // The font switch for this build's file (its code as this build's tools print it).
      const script = fontSwitchScript(href!);
      expect(html, page).toContain("<script>(function drawInInterIfCached(");
      expect(html, page).toContain(`${script.slice(script.lastIndexOf(")(") + 1)}</script>`);
    }
  }, 120_000);
});
