import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import checkFile from "eslint-plugin-check-file";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

// Imports flow one way: content <- web/shared <- web/features/<name> <- blocks <- web/shell (the
// app shell: the root's services, the layout routes' parts, the routes' loader) <- web/routes (a
// folder per route: its module, its page's parts, their tests; and the app's own files at the top of web/: root.tsx, routes.ts,
// entry.server.tsx); web/files, the build's own steps (the files it writes beside the pages), runs
// in Node at build time and no code the browser loads imports it. content/ and schemas/ are the
// content model both the Studio and the site read: the typed Sanity schemas (schemas/); GROQ,
// generated types, addresses (content/). A block is one folder under blocks/: its schema.ts (its
// Sanity type and GROQ fragment) belongs to the content model (content/ reads it), its component
// and CSS to the site. Paths are resolved (the #web/, #content/, #schemas/ and #blocks/ subpath
// imports included) before they are compared.
const features = readdirSync(path.join(root, "web/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const APP_FILES = "./web/*.{ts,tsx}";
/** What of a block the content model reads: its schema.ts (its type and fragment), and the registry. */
const BLOCK_MODEL = ["./blocks/registry.ts", "./blocks/defineBlock.ts", "./blocks/*/schema.ts"];
/** A block's site code: its component, CSS and helpers (and its Markdown, below). */
const BLOCK_SITE_CODE = ["./blocks/!(registry|defineBlock).{ts,tsx}", "./blocks/*/!(schema).{ts,tsx}"];
/**
 * The code of the site's pages, which the browser may load: all of web/ but its tests and
 * web/files/, what the build writes beside the pages (feeds, sitemap, Markdown twins, share
 * images, the hosting config and headers), which runs in Node at build time only.
 */
const SITE_CODE = ["./web/!(*.test).{ts,tsx}", "./web/!(files)/**/!(*.test).{ts,tsx}"];
/** The pages' Markdown twins, which only the build writes: each block's, what finds them, their helpers. */
const MARKDOWN_CODE = [
  "./blocks/{markdown,markdownParts}.ts",
  "./blocks/*/markdown.ts",
  "./content/markdown/**",
];
/** What of content/ the schemas check documents by: addresses, languages, text, redirects' targets. */
const SCHEMA_RULES = [
  "./addressRules.ts",
  "./config.ts",
  "./formRules.ts",
  "./languages.ts",
  "./locales.ts",
  "./plainText.ts",
  "./sanityApi.ts",
  "./sitePages.ts",
  "./queries.ts",
];
// scripts/ is tooling only: the tools' npm script entries (scripts/<name>.ts, what package.json runs)
// and tools/, developer tooling (processes, the emulators, browsers, the Sanity CLI…); it imports
// nothing of tests/. The test runners' entries and what they share are tests/runners and
// tests/support; the benchmarks and the first-load budget are measurements: tests/bench.
// The build's own steps, the files it writes beside the pages, are the site's: web/files/. The app
// (the site, the content model, the Studio) imports none of scripts/ or tests/; a test (a *.test
// file, or tests/) may import anything.
// (content/ and schemas/ are the bottom layer, whose zone above already says so.)
const APP_CODE = "./{web,blocks,studio}/**/!(*.test).{ts,tsx}";
const TOOLS = "./scripts/tools";
const scriptZones = [
  {
    target: APP_CODE,
    from: ["./scripts", "./tests"],
    message:
      "The app (web/, blocks/, studio/, and the content model) imports neither scripts/ nor tests/: the tools and the tests import the app, not the other way.",
  },
  {
    target: "./web/files",
    from: "./studio",
    message:
      "web/files is the build's own steps, the files it writes beside the pages: it imports the site and itself, no Studio.",
  },
  {
    target: SITE_CODE,
    from: "./web/files",
    message:
      "web/files runs in Node at build time: the site's code, which the browser may load, imports none of it (react-router.config.ts and vite.config.ts call it).",
  },
  {
    target: TOOLS,
    from: "./web",
    except: ["./shared/config", "./files"],
    message:
      "Developer tools read of web/ only its configuration (web/shared/config) and the build's files (web/files): what they need of the site comes from the content model or web/files.",
  },
  {
    target: "./scripts",
    from: "./tests",
    message:
      "scripts/ imports nothing of tests/: the test runners and their support live in tests/runners and tests/support, the benchmarks in tests/bench, and tests import scripts/.",
  },
];
const layerZones = [
  {
    target: ["./web", "./content", "./blocks", "./studio"],
    from: "./backend",
    message:
      "backend/ is the local stand-in of a backend that is not ours: the site and the content import none of it.",
  },
  {
    target: ["./content", "./schemas", ...BLOCK_MODEL],
    from: ["./web/**", "./studio/**", "./scripts/**", "./tests/**", "./backend/**", ...BLOCK_SITE_CODE],
    message:
      "The content model (content/, schemas/, and a block's schema.ts) is the bottom layer: it imports no site, Studio or block site code.",
  },
  {
    target: "./blocks/*/!(schema|*.test).{ts,tsx}",
    from: ["./blocks/*/schema.ts", "./content/{fragments,queries}.ts"],
    message:
      "A block's site code never imports its schema.ts (the Sanity type and the GROQ fragment) or a query: their code would load with the block's. Put a value both need in a module of its own.",
  },
  {
    target: [...SITE_CODE, "./blocks/**/!(markdown|markdownParts|*.test).{ts,tsx}"],
    from: MARKDOWN_CODE,
    message:
      "The Markdown twins' code (a block's markdown.ts, blocks/markdown.ts, blocks/markdownParts.ts, content/markdown/) is the build's: the site's code imports none of it.",
  },
  {
    // The schemas validate what an editor types by the rules the site builds with.
    target: "./schemas",
    from: "./content",
    except: SCHEMA_RULES,
    message:
      "schemas/ reads of content/ only the rules it checks documents by (SCHEMA_RULES in eslint.config.js): content/ imports the schemas, not the other way.",
  },
  {
    target: "./web/shared",
    from: ["./web/features", "./blocks", "./web/shell", "./web/routes"],
    message: "web/shared imports only the content model: no feature, block, page, app shell or route.",
  },
  {
    target: "./web/shared",
    from: APP_FILES,
    message: "web/shared imports none of the app's top-level files.",
  },
  ...features.map((name) => ({
    target: `./web/features/${name}`,
    from: "./web/features",
    except: [`./${name}`],
    message: `A feature imports only itself and web/shared: move what two features share to web/shared, or let the page compose both.`,
  })),
  {
    target: "./web/features",
    from: ["./blocks", "./web/shell", "./web/routes"],
    message: "A feature imports only itself and web/shared, never a block, a page, the app shell or a route.",
  },
  {
    target: "./web/features",
    from: APP_FILES,
    message: "A feature imports none of the app's top-level files.",
  },
  {
    target: "./web/shell",
    from: "./web/routes",
    message: "The app shell serves the routes and the root: it imports none of them.",
  },
  {
    target: "./web/shell",
    from: APP_FILES,
    message: "The app shell imports none of the app's top-level files.",
  },
  {
    target: "./blocks",
    from: ["./web/shell", "./web/routes", "./studio"],
    message: "A block imports features and web/shared, never a page, the app shell, a route or the Studio.",
  },
  { target: "./blocks", from: APP_FILES, message: "A block imports none of the app's top-level files." },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".cache/",
      ".react-router/",
      "studio/dist/",
      "studio/.sanity/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "content/sanity.types.ts",
      "web/shared/api/openapi.d.ts",
      "web/shared/api/openapiReplies.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["{web,blocks}/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["{web,content,schemas,blocks,studio,scripts,tests,backend}/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // How import-x parses the modules it follows (no-cycle reads every module on the way).
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json"), alwaysTryTypes: true }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...layerZones, ...scriptZones] }],
      // No module imports itself back through others: an import circle has no bottom to start from.
      "import-x/no-cycle": "error",
    },
  },
  {
    // Configuration is read in one place: web/shared/config/environment.server.ts reads and
    // checks the environment at build time; the app reads APP_CONFIG, one field at a time (Vite
    // replaces each field with its value, not the object). And a form painted before its code
    // has loaded must never be sent by the browser itself.
    files: ["{web,blocks}/**/*.{ts,tsx}"],
    ignores: ["web/shared/config/**", "{web,blocks}/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message:
            "Read configuration from web/shared/config/environment.server.ts (readConfig), not process.env.",
        },
        {
          selector:
            "MemberExpression[object.type='MetaProperty'][property.name='env']:not(MemberExpression[property.name='SSR'] > .object)",
          message:
            "Read configuration as APP_CONFIG.<field> (web/shared/config/appConfig.d.ts), not import.meta.env.",
        },
        {
          selector: "Identifier[name='APP_CONFIG']:not(MemberExpression[computed=false] > .object)",
          message:
            "Read APP_CONFIG one field at a time (APP_CONFIG.backendUrl): Vite replaces each field, not the object.",
        },
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXSpreadAttribute))",
          message:
            "Spread a hydrated form's props on every <form> (useFormState's formProps, or useHydratedForm): the browser never sends it, and a submission made before the code loads goes through.",
        },
      ],
    },
  },
  // One file-naming convention per kind of file (a middle extension such as .server or
  // .test is ignored): React components PascalCase.tsx; hooks useCamelCase.ts (a hook's file
  // is a .ts named after it); other modules camelCase.ts in web/ and schemas/; a route is a
  // kebab-case folder (its URL) holding its module, route.tsx, and its page's parts; scripts and tests kebab-case; a unit test is named after
  // its subject, component or module; folders in web/ kebab-case.
  {
    files: ["{web,blocks,content,schemas,scripts,tests,backend}/**/*.{ts,tsx}"],
    ignores: ["{web,blocks,content,schemas}/**/*.test.{ts,tsx}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        {
          "{web/shared,web/features,web/shell,blocks}/**/*.tsx": "PASCAL_CASE",
          "{web/shared,web/features,web/shell,blocks}/**/*.ts": "CAMEL_CASE",
          "web/*.{ts,tsx}": "CAMEL_CASE",
          "web/files/**/*.{ts,tsx}": "CAMEL_CASE",
          "web/routes/*.tsx": "KEBAB_CASE",
          "web/routes/*/**/!(route).tsx": "PASCAL_CASE",
          "web/routes/*/**/*.ts": "CAMEL_CASE",
          "{content,schemas}/**/*.ts": "CAMEL_CASE",
          "{scripts,tests,backend}/**/*.{ts,tsx}": "KEBAB_CASE",
        },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": ["error", { "{web,blocks}/**/": "KEBAB_CASE" }],
    },
  },
  {
    files: ["{web,blocks,content,schemas}/**/*.test.{ts,tsx}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        {
          "{web,blocks,content,schemas}/**/*.test.{ts,tsx}":
            "@(*([A-Z]*([a-z0-9]))|+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9])))",
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // A .tsx module that exports a function making components, not a component.
    files: ["web/shared/ui/lazyPart.tsx", "web/shell/layoutRoute.tsx", "web/shell/contentRoute.tsx"],
    rules: {
      "check-file/filename-naming-convention": ["error", { "web/**/*.tsx": "CAMEL_CASE" }],
    },
  },
);
