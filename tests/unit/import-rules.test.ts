import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layering and naming rules of eslint.config.js, run on made-up files in each zone: a
// wrong-way import or name is an error, the right way is clean.
const ROOT = path.resolve(import.meta.dirname, "../..");
// import-x/no-cycle follows every import of a module to its end: only its own test runs it.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { "import-x/no-cycle": "off" } } });
const withCycles = new ESLint({ cwd: ROOT });

async function errors(filePath: string, code = "export const answer = 42;\n", linter = eslint) {
  const [result] = await linter.lintText(code, { filePath });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const importing = (source: string) => `import * as module from "${source}";\n\nexport const used = module;\n`;

const ZONES = "import-x/no-restricted-paths";
const NAMES = "check-file/filename-naming-convention";

describe("import rules (eslint.config.js)", () => {
  // The first lint loads the config, the TypeScript parser and the resolver: seconds on a busy
  // machine, more than one case's timeout.
  beforeAll(() => errors("web/shared/ui/probe.ts"), 60_000);

  it.each([
    ["web/shared/ui/probe.ts", "#web/features/insights/PostCard.tsx"],
    ["web/shared/ui/probe.ts", "#web/routes/page/BuiltPage.tsx"],
    ["web/shared/ui/probe.ts", "#web/routes/page/route.tsx"],
    ["web/shared/ui/probe.ts", "#web/root.tsx"],
    ["web/shared/sanity/probe.ts", "../../features/seo/sitePaths"],
    ["web/features/agents/probe.ts", "#web/features/insights/PostCard.tsx"],
    ["web/features/agents/probe.ts", "../insights/PostCard"],
    ["web/features/agents/probe.ts", "#web/routes/page/BuiltPage.tsx"],
    ["web/features/agents/probe.ts", "#web/routes/page/route.tsx"],
    ["web/features/site-frame/probe.ts", "#web/root.tsx"],
    ["web/shell/probe.ts", "#web/routes/page/BuiltPage.tsx"],
    ["web/shared/ui/probe.ts", "#web/shell/routeLoader.server.ts"],
    ["web/features/agents/probe.ts", "#web/shell/AppServices.tsx"],
    ["blocks/faq/Probe.tsx", "#web/shell/layoutRoute.tsx"],
    ["web/shell/probe.ts", "#web/routes/page/route.tsx"],
    ["web/shell/probe.ts", "#web/root.tsx"],
    ["web/shared/ui/probe.ts", "#blocks/faq/FaqBlock.tsx"],
    ["web/features/agents/probe.ts", "#blocks/faq/FaqBlock.tsx"],
    ["blocks/faq/Probe.tsx", "#web/routes/page/route.tsx"],
    ["blocks/faq/Probe.tsx", "#web/routes/page/BuiltPage.tsx"],
    ["blocks/faq/schema.ts", "./FaqBlock"],
    ["blocks/faq/schema.ts", "#web/shared/ui/format.ts"],
    ["blocks/faq/FaqBlock.tsx", "./schema"],
    ["blocks/faq/faqItems.ts", "#blocks/faq/schema.ts"],
    ["schemas/lib/probe.ts", "../../web/shared/ui/format"],
    ["schemas/lib/probe.ts", "../../content/fragments"],
    ["schemas/lib/probe.ts", "#web/shared/ui/format.ts"],
    ["content/probe.ts", "../studio/structure"],
    ["content/probe.ts", "../blocks/faq/FaqBlock"],
    ["schemas/lib/probe.ts", "../../studio/contentValidation"],
    ["web/shared/api/probe.ts", "../../../backend/stand-in"],
    ["web/routes/probe.ts", "../../backend/contract"],
    ["web/shared/ui/probe.ts", "#web/files/seoFiles.server.ts"],
    ["web/routes/probe.ts", "../../scripts/tools/processes"],
    ["studio/probe.ts", "../scripts/tools/migrate-documents"],
    ["blocks/faq/Probe.tsx", "../../tests/unit/auth-stand-in"],
    ["web/routes/probe.ts", "#web/files/hostingConfig.server.ts"],
    ["web/shell/probe.ts", "#web/files/prerenderedHtml.server.ts"],
    ["web/probe.ts", "#web/files/routeData.server.ts"],
    ["web/features/seo/probe.ts", "../../files/seoFiles.server"],
    ["web/files/probe.ts", "../../scripts/tools/processes"],
    ["web/files/probe.ts", "../../tests/bench/first-load"],
    ["web/files/probe.ts", "../../tests/support/steps"],
    ["web/files/probe.ts", "../../studio/sanity.config"],
    ["web/files/probe.ts", "../../backend/stand-in"],
    ["scripts/tools/probe.ts", "../../web/shared/sanity/fetch.server"],
    ["scripts/tools/probe.ts", "../../tests/support/end-to-end"],
    ["scripts/tools/probe.ts", "../../tests/bench/first-load"],
    ["scripts/probe.ts", "../tests/bench/first-load"],
    ["scripts/probe.ts", "../tests/e2e/support/dataset"],
    ["scripts/probe.ts", "../tests/support/end-to-end"],
    ["web/routes/page/probe.ts", "#blocks/markdown.ts"],
    ["web/routes/page/probe.ts", "#blocks/hero/markdown.ts"],
    ["web/shared/ui/probe.ts", "#content/markdown/text.ts"],
    ["blocks/faq/Probe.tsx", "./markdown"],
    ["blocks/faq/Probe.tsx", "#blocks/markdownParts.ts"],
    ["blocks/Probe.tsx", "#content/markdown/text.ts"],
    ["content/markdown/probe.ts", "#web/shared/ui/format.ts"],
  ])("%s may not import %s", async (file, source) => {
    expect(await errors(file, importing(source))).toEqual([expect.stringMatching(new RegExp(`^${ZONES}: `))]);
  });

  it.each([
    ["web/shared/ui/probe.ts", "#web/shared/sanity/image.ts"],
    ["web/shared/ui/probe.ts", "../content/image"],
    ["web/features/agents/probe.ts", "./AgentCard"],
    ["web/features/agents/probe.ts", "#web/features/agents/AgentCard.tsx"],
    ["web/features/agents/probe.ts", "#web/shared/ui/format.ts"],
    ["web/routes/insights/probe.ts", "#web/features/insights/PostCard.tsx"],
    ["web/routes/insights/probe.ts", "#web/shared/ui/format.ts"],
    ["web/routes/probe.ts", "#web/routes/page/BuiltPage.tsx"],
    ["web/routes/probe.ts", "#web/shell/routeLoader.server.ts"],
    ["web/shell/probe.ts", "#blocks/faq/FaqBlock.tsx"],
    ["web/routes/not-found/probe.ts", "#web/routes/page/BuiltPage.tsx"],
    ["web/shell/probe.ts", "#web/features/seo/pageHead.server.ts"],
    ["web/routes/probe.ts", "#web/features/seo/sitePaths.ts"],
    ["web/routes/probe.ts", "#content/sitePages.ts"],
    ["web/shared/ui/probe.ts", "#schemas/lib/links.ts"],
    ["blocks/faq/Probe.tsx", "#web/features/insights/PostCard.tsx"],
    ["blocks/faq/Probe.tsx", "#web/shared/ui/format.ts"],
    ["blocks/faq/schema.ts", "../../schemas/lib/define"],
    ["schemas/lib/probe.ts", "./links"],
    ["schemas/lib/probe.ts", "../../content/addressRules"],
    ["content/probe.ts", "../schemas/lib/links"],
    ["content/probe.ts", "../blocks/registry"],
    ["backend/probe.ts", "../web/shared/api/backend"],
    ["web/files/probe.ts", "#web/features/seo/sitePaths.ts"],
    ["web/files/probe.ts", "#content/paths.ts"],
    ["web/files/probe.ts", "./seoFiles.server"],
    ["scripts/tools/probe.ts", "../../web/shared/config/environment.server"],
    ["scripts/tools/probe.ts", "#web/files/hostingConfig.server.ts"],
    ["scripts/tools/probe.ts", "../../content/ndjson"],
    ["tests/bench/probe.ts", "../../scripts/tools/chromium"],
    ["tests/bench/probe.ts", "#web/files/prerenderedHtml.server.ts"],
    ["tests/bench/probe.ts", "#web/shared/sanity/seedFile.server.ts"],
    ["scripts/probe.ts", "../studio/contentValidation"],
    ["scripts/probe.ts", "../web/shared/sanity/seedFile.server"],
    ["scripts/probe.ts", "#web/shared/config/envFiles.server.ts"],
    ["scripts/probe.ts", "#web/files/hostingConfig.server.ts"],
    ["tests/build/probe.test.ts", "#web/files/routeData.server.ts"],
    ["tests/support/probe.ts", "../../scripts/tools/processes"],
    ["tests/runners/probe.ts", "../support/end-to-end"],
    ["tests/runners/probe.ts", "../../scripts/tools/processes"],
    ["web/shared/ui/probe.test.ts", "../../../tests/unit/auth-stand-in"],
    ["studio/migrations/plan-ids/probe.test.ts", "../../../scripts/tools/migrate-documents"],
    ["blocks/faq/markdown.ts", "#content/markdown/text.ts"],
    ["blocks/faq/markdown.ts", "#blocks/markdownParts.ts"],
    ["blocks/faq/markdown.ts", "#web/shared/ui/format.ts"],
    ["blocks/markdown.ts", "./faq/markdown"],
    ["blocks/faq/probe.test.ts", "./markdown"],
    ["content/markdown/probe.ts", "../languages"],
    ["web/files/probe.ts", "#blocks/markdown.ts"],
    ["web/files/probe.ts", "#content/markdown/text.ts"],
  ])("%s may import %s", async (file, source) => {
    expect(await errors(file, importing(source))).toEqual([]);
  });

  it("no module imports itself back through others (import-x/no-cycle)", async () => {
    // content/sitePages.ts imports paths.ts: paths.ts importing it back closes a circle.
    const pathsModule = readFileSync(path.resolve(ROOT, "content/paths.ts"), "utf8");
    expect(
      await errors(
        "content/paths.ts",
        `import { sitePages } from "./sitePages";\n${pathsModule}\nexport const all = sitePages;\n`,
        withCycles,
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
    expect(await errors("content/paths.ts", pathsModule, withCycles)).toEqual([]);
  }, 60_000);
});

describe("configuration reads (eslint.config.js)", () => {
  it.each([
    "export const project = process.env.VITE_SANITY_PROJECT_ID;\n",
    "export const backend = import.meta.env.VITE_API_URL;\n",
    "export const { backendUrl } = APP_CONFIG;\n",
    'export const backend = APP_CONFIG["backendUrl"];\n',
  ])("web/ code may not read %s", async (code) => {
    expect(await errors("web/shared/api/probe.ts", code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: /),
    ]);
  });

  it.each(["export const backend = APP_CONFIG.backendUrl;\n", "export const ssr = import.meta.env.SSR;\n"])(
    "web/ code may read %s",
    async (code) => {
      expect(await errors("web/shared/api/probe.ts", code)).toEqual([]);
    },
  );
});

describe("forms (eslint.config.js)", () => {
  it("a <form> without a hydrated form's props is an error", async () => {
    const code = "export const Probe = () => <form onSubmit={() => {}}><button>Send</button></form>;\n";
    expect(await errors("blocks/lead-form/Probe.tsx", code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Spread a hydrated form's props/),
    ]);
  });

  it("a <form> spreading them is clean", async () => {
    const code =
      'import { useHydratedForm } from "#web/shared/forms/useHydratedForm.ts";\n\nexport function Probe() {\n  const props = useHydratedForm({ onSubmit: () => {} });\n  return <form {...props}><button>Send</button></form>;\n}\n';
    expect(await errors("blocks/lead-form/Probe.tsx", code)).toEqual([]);
  });
});

describe("file names (eslint.config.js)", () => {
  it.each([
    "web/features/home/homeHero.tsx",
    "web/features/home/home-hero.tsx",
    "web/features/home/use-home.ts",
    "web/features/home/UseHome.ts",
    "web/shared/ui/Format.ts",
    "web/shared/sanity/live-fetch.ts",
    "web/routes/AboutUs.tsx",
    "web/routes/aboutUs.tsx",
    "web/routes/about-us/about-page.tsx",
    "web/routes/about-us/AboutHead.server.ts",
    "schemas/objects/feature-card.ts",
    "scripts/tools/sanityCli.ts",
    "web/files/seo-files.server.ts",
    "tests/unit/authStandIn.tsx",
    "web/shared/ui/page-banner.test.tsx",
  ])("%s is misnamed", async (file) => {
    expect(await errors(file)).toEqual([expect.stringMatching(new RegExp(`^${NAMES}: `))]);
  });

  it.each([
    "web/features/home/HomeHero.tsx",
    "web/features/auth/useAuthForm.ts",
    "web/shared/ui/format.ts",
    "web/shared/sanity/fetch.server.ts",
    "web/features/seo/pageHead.server.ts",
    "web/shared/ui/CtaLink.test.tsx",
    "web/features/seo/jsonLd.test.tsx",
    "web/routes/dashboard/runs/DashboardRunsPage.tsx",
    "web/routes/about-us.tsx",
    "web/routes/about-us/route.tsx",
    "web/routes/about-us/AboutPage.tsx",
    "web/routes/about-us/aboutHead.server.ts",
    "web/routes.ts",
    "web/shell/AppServices.tsx",
    "web/shell/routeLoader.server.ts",
    "schemas/objects/featureCard.ts",
    "web/files/seoFiles.server.ts",
    "web/files/shareCard.server.tsx",
    "tests/unit/auth-stand-in.tsx",
  ])("%s is well named", async (file) => {
    expect(await errors(file)).toEqual([]);
  });

  it("folders in web/ are kebab-case", async () => {
    expect(await errors("web/features/notFound/NotFoundContent.tsx")).toEqual([
      expect.stringMatching(/^check-file\/folder-naming-convention: /),
    ]);
    expect(await errors("web/features/not-found/NotFoundContent.tsx")).toEqual([]);
  });
});
