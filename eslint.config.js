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

// Imports flow one way: web/shared <- web/features/<name> <- web/blocks <- web/pages <- web/routes (and the
// app's own files at the top of web/: root.tsx, routes.ts, sitePages.ts, entry.server.tsx).
// Paths are resolved (the ~/ and @schemas/ aliases included) before they are compared.
const features = readdirSync(path.join(root, "web/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const APP_FILES = "./web/*.{ts,tsx}";
const layerZones = [
  {
    target: "./web/shared",
    from: ["./web/features", "./web/pages", "./web/routes"],
    message: "web/shared is the bottom layer: it imports no feature, block, page or route.",
  },
  {
    target: "./web/shared",
    from: "./web/blocks/**/!(registry|fragment).{ts,tsx}",
    message: "web/shared imports no block: only the registry's fragments, for the page query.",
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
    from: ["./web/blocks", "./web/pages", "./web/routes"],
    message: "A feature imports only itself and web/shared, never a block, a page or a route.",
  },
  {
    target: "./web/features",
    from: APP_FILES,
    message: "A feature imports none of the app's top-level files.",
  },
  {
    target: "./web/pages",
    from: "./web/routes",
    message: "A page imports features and web/shared, never a route.",
  },
  { target: "./web/pages", from: APP_FILES, message: "A page imports none of the app's top-level files." },
  {
    target: "./web/blocks",
    from: ["./web/pages", "./web/routes"],
    message: "A block imports features and web/shared, never a page or a route.",
  },
  { target: "./web/blocks", from: APP_FILES, message: "A block imports none of the app's top-level files." },
  {
    target: ["./web/blocks/registry.ts", "./web/blocks/defineBlock.ts", "./web/blocks/*/schema.ts"],
    from: ["./web/shared/**", "./web/features/**", "./web/blocks/*/!(schema|fragment).{ts,tsx}"],
    message:
      "The Studio reads the block registry and the blocks' schemas: they import schemas only, no site code.",
  },
  {
    target: "./schemas",
    from: "./web",
    except: [
      "./blocks/registry.ts",
      "./blocks/defineBlock.ts",
      "./blocks/*/schema.ts",
      "./blocks/*/fragment.ts",
      "./sitePages.ts",
      "./shared/content/queries.ts",
      "./shared/content/config.ts",
    ],
    message:
      "Sanity schemas do not import the web app, but for the blocks' schemas (web/blocks/registry.ts), the site's page list (reserved addresses) and its queries with their API version (what a check in the Studio reads as the site does).",
  },
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
      "web/shared/content/sanity.types.ts",
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
    files: ["web/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["web/**/*.{ts,tsx}", "schemas/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json"), alwaysTryTypes: true }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones }],
    },
  },
  {
    // web/ reaches schemas/ only through the @schemas/ alias (tsconfig.json, vite.config.ts).
    files: ["web/**/*.{ts,tsx}"],
    // The blocks' schemas are the Studio's too, which has no alias; react-router.config.ts and
    // web/routes.ts load web/sitePages.server.ts without it too.
    ignores: ["web/blocks/**/schema.ts", "web/blocks/defineBlock.ts", "web/sitePages.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+schemas(/|$)",
              message: "Import schemas from web/ through the alias: @schemas/<path>.",
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration is read in one place: web/shared/config/environment.server.ts reads and
    // checks the environment at build time; the app reads APP_CONFIG, one field at a time (Vite
    // replaces each field with its value, not the object). And a form painted before its code
    // has loaded must never be sent by the browser itself.
    files: ["web/**/*.{ts,tsx}"],
    ignores: ["web/shared/config/**", "web/**/*.test.{ts,tsx}"],
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
            "Spread a live form's props on every <form> (useFormState's formProps, or useLiveForm): the browser never sends it, and a submission made before the code loads goes through.",
        },
      ],
    },
  },
  // One file-naming convention per kind of file (a middle extension such as .server or
  // .test is ignored): React components PascalCase.tsx; hooks useCamelCase.ts (a hook's file
  // is a .ts named after it); other modules camelCase.ts in web/ and schemas/; route modules
  // kebab-case (they are URLs); scripts and tests kebab-case; a unit test is named after
  // its subject, component or module; folders in web/ kebab-case.
  {
    files: ["web/**/*.{ts,tsx}", "schemas/**/*.ts", "scripts/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    ignores: ["web/**/*.test.{ts,tsx}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        {
          "web/{shared,features,pages}/**/*.tsx": "PASCAL_CASE",
          "web/{shared,features,pages}/**/*.ts": "CAMEL_CASE",
          "web/*.{ts,tsx}": "CAMEL_CASE",
          "web/routes/**/*.tsx": "KEBAB_CASE",
          "schemas/**/*.ts": "CAMEL_CASE",
          "{scripts,tests}/**/*.{ts,tsx}": "KEBAB_CASE",
        },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": ["error", { "web/**/": "KEBAB_CASE" }],
    },
  },
  {
    files: ["web/**/*.test.{ts,tsx}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "web/**/*.test.{ts,tsx}": "@(*([A-Z]*([a-z0-9]))|+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9])))" },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // A .tsx module that exports a function making components, not a component.
    files: ["web/shared/ui/deferred.tsx", "web/pages/chromeLayout.tsx"],
    rules: {
      "check-file/filename-naming-convention": ["error", { "web/**/*.tsx": "CAMEL_CASE" }],
    },
  },
);
