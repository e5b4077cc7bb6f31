import { z } from "zod";

// Every environment variable of the site, read and checked at build time only. The browser gets
// what it needs as the build-time constant APP_CONFIG (./appConfig.d.ts), never this module nor zod.
// The Studio reads its own variables (studio/contentConfig.ts).

/** The Auth emulator's demo project, which needs no login. */
export const LOCAL_FIREBASE_APP = {
  apiKey: "demo-api-key",
  projectId: "demo-agency",
  authDomain: "demo-agency.firebaseapp.com",
};

/** Where a local build finds the Auth emulator (firebase.json: emulators.auth). */
export const LOCAL_AUTH_EMULATOR_HOST = "127.0.0.1:9099";

/** `npm start`, the tests: anything may be unset. `npm run build`: what a public site needs must be set. */
export type BuildKind = "local" | "deployment";

type Check = (value: string) => string | undefined;

const quoted = (value: string) => JSON.stringify(value);

const matching =
  (pattern: RegExp, what: string): Check =>
  (value) =>
    pattern.test(value) ? undefined : `${quoted(value)} is not ${what}`;

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

const webUrl =
  (https: boolean): Check =>
  (value) => {
    const protocol = parsedUrl(value)?.protocol;
    if (!protocol) return `${quoted(value)} is not a URL`;
    if (https && protocol !== "https:")
      return `${quoted(value)} must be an https:// URL in a deployment build`;
    if (protocol !== "https:" && protocol !== "http:")
      return `${quoted(value)} is not an http:// or https:// URL`;
    return undefined;
  };

const origin =
  (https: boolean): Check =>
  (value) => {
    const problem = webUrl(https)(value);
    if (problem) return problem;
    const url = new URL(value);
    return url.pathname === "/" && !url.search && !url.hash
      ? undefined
      : `${quoted(value)} is not an origin: give the scheme and host only, e.g. https://www.example.com`;
  };

const sanityProjectId = matching(/^[a-z0-9-]+$/, "a Sanity project id (lowercase a-z, 0-9 and -)");
const sanityDataset = matching(
  /^[a-z0-9][a-z0-9_-]{0,63}$/,
  "a Sanity dataset name (lowercase a-z, 0-9, _ and -, at most 64 characters)",
);
const firebaseProjectId = matching(
  /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
  "a Firebase project id (6 to 30 characters: lowercase a-z, 0-9 and -, starting with a letter)",
);
const hostName = matching(
  /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i,
  "a host name such as your-project.firebaseapp.com (no https://, no path)",
);
const hostAndPort = matching(/^[a-z0-9.-]+:\d{1,5}$/i, "host:port, such as 127.0.0.1:9099");
const port = (value: string) =>
  /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535
    ? undefined
    : `${quoted(value)} is not a port number (1 to 65535)`;

const text = (check: Check = () => undefined) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "not set" : "not text") })
    .trim()
    .superRefine((value, context) => {
      const problem = check(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

// A variable set to blanks counts as unset, as `.env.example` leaves them.
const blankAsUnset = (value: unknown) => (typeof value === "string" && !value.trim() ? undefined : value);
const optional = <T extends z.ZodType>(rule: T) => z.preprocess(blankAsUnset, rule.optional());
const required = <T extends z.ZodType>(rule: T) => z.preprocess(blankAsUnset, rule);
const unsetOr = <T extends z.ZodType>(rule: T, value: Exclude<z.output<T>, undefined>) =>
  z.preprocess(blankAsUnset, rule.default(value));
const mustBeUnset = (why: string) => z.preprocess(blankAsUnset, z.undefined({ error: () => why }));

const noTrailingSlash = (value: string) => value.replace(/\/+$/, "");

function variables(build: BuildKind) {
  const deployment = build === "deployment";
  // Without these a deployment build would be a local one: the Auth emulator, no backend.
  const neededToDeploy = deployment ? required : optional;
  return z.object({
    VITE_SANITY_PROJECT_ID: optional(text(sanityProjectId)).describe(
      "the Sanity project the site reads its content from; unset: the bundled dataset",
    ),
    VITE_SANITY_DATASET: unsetOr(text(sanityDataset), "production").describe(
      "the dataset of that Sanity project (default production)",
    ),
    VITE_SANITY_API_HOST: optional(text(webUrl(false))).describe(
      "another Sanity API host, for tests or a proxy, e.g. http://127.0.0.1:3333; unset: Sanity's API CDN",
    ),
    CONTENT_SEED_FILE: unsetOr(text(), "studio/seed/production.ndjson").describe(
      "the NDJSON dataset a build without a Sanity project reads (default studio/seed/production.ndjson)",
    ),
    VITE_SANITY_STUDIO_URL: optional(text(webUrl(false))).describe(
      "the Sanity Studio's address, e.g. https://nexora.sanity.studio: it may frame the site and edit its pages in place; unset: no other site may frame it",
    ),
    SANITY_STUDIO_PROJECT_ID: optional(text(sanityProjectId)).describe(
      "the Sanity project `npm run studio`, content:push and content:pull work on",
    ),
    SANITY_STUDIO_DATASET: unsetOr(text(sanityDataset), "production").describe(
      "the dataset of the Studio and the content scripts (default production)",
    ),
    SANITY_STUDIO_PREVIEW_URL: optional(text(webUrl(false))).describe(
      "the page the Studio's Presentation tool opens first (default http://localhost:5000)",
    ),
    SANITY_STUDIO_SITE_URL: optional(text(origin(false))).describe(
      "the production site's origin, which the Presentation tool may also show",
    ),
    SANITY_STUDIO_ANALYTICS_URL: optional(text(webUrl(false))).describe(
      "the site's analytics dashboard, e.g. https://stats.example.com/nexora.ai: the Studio links to it; unset: no link",
    ),
    VITE_API_URL: neededToDeploy(text(webUrl(deployment)).transform(noTrailingSlash)).describe(
      "the agency backend's host, e.g. https://api.example.com: the API is $VITE_API_URL/api; unset: no backend calls",
    ),
    VITE_ANALYTICS_URL: optional(
      text(origin(deployment)).transform((value) => new URL(value).origin),
    ).describe(
      "the analytics collector's origin (Plausible's Events API, e.g. a self-hosted Plausible CE), e.g. https://stats.example.com: visitors who accept are measured; unset: no consent banner, nothing measured",
    ),
    VITE_FIREBASE_API_KEY: neededToDeploy(text()).describe(
      "the Firebase web app's API key (Firebase console: Project settings, Your apps); unset: the Auth emulator",
    ),
    VITE_FIREBASE_AUTH_DOMAIN: neededToDeploy(text(hostName)).describe(
      "the Firebase web app's auth domain, e.g. your-project.firebaseapp.com",
    ),
    VITE_FIREBASE_PROJECT_ID: neededToDeploy(text(firebaseProjectId)).describe(
      "the Firebase project visitors sign in to and `npm run deploy` deploys to",
    ),
    VITE_FIREBASE_APP_ID: neededToDeploy(text()).describe(
      "the Firebase web app's app id, e.g. 1:1234567890:web:abc123",
    ),
    VITE_FIREBASE_DATABASE_URL: optional(text(webUrl(true))).describe(
      "the Realtime Database's URL, only if the project uses it",
    ),
    VITE_FIREBASE_AUTH_EMULATOR_HOST: (deployment
      ? mustBeUnset("must not be set in a deployment build: visitors would sign in against an emulator")
      : optional(text(hostAndPort))
    ).describe(
      "an Auth emulator to sign in against (host:port), even with a Firebase project; local builds only",
    ),
    VITE_SITE_URL: neededToDeploy(
      text(origin(deployment)).transform((value) => new URL(value).origin),
    ).describe(
      "the site's public origin, e.g. https://www.example.com: canonical URLs, sitemap, share images; unset: http://localhost:$PORT",
    ),
    PORT: unsetOr(text(port).transform(Number), 5000).describe(
      "the port `npm start` serves the site on (default 5000)",
    ),
  });
}

const SCHEMAS = { local: variables("local"), deployment: variables("deployment") };

type Variables = z.output<typeof SCHEMAS.local>;
type Variable = keyof Variables;

/** In the order of `.env.example` (a test checks it). */
export const VARIABLES = Object.keys(SCHEMAS.local.shape) as Variable[];

export const purposeOf = (name: Variable) => SCHEMAS.local.shape[name].description ?? "";

type FirebaseApp = {
  apiKey: string;
  authDomain?: string;
  projectId?: string;
  appId?: string;
  databaseURL?: string;
};

function configOf(v: Variables) {
  const apiKey = v.VITE_FIREBASE_API_KEY;
  const firebaseProject = apiKey !== undefined;
  const firebaseApp: FirebaseApp = firebaseProject
    ? {
        apiKey,
        authDomain: v.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: v.VITE_FIREBASE_PROJECT_ID,
        appId: v.VITE_FIREBASE_APP_ID,
        databaseURL: v.VITE_FIREBASE_DATABASE_URL,
      }
    : LOCAL_FIREBASE_APP;
  return {
    /** What the app's code needs in the browser too: it reads it as APP_CONFIG. */
    app: {
      /** Unset: the bundled dataset. */
      sanityProjectId: v.VITE_SANITY_PROJECT_ID,
      sanityDataset: v.VITE_SANITY_DATASET,
      sanityApiHost: v.VITE_SANITY_API_HOST,
      /** Unset: no visual editing. */
      sanityStudioUrl: v.VITE_SANITY_STUDIO_URL,
      /** Without a trailing slash; unset: no backend calls. */
      backendUrl: v.VITE_API_URL,
      /** Unset: no consent banner and nothing measured. */
      analyticsUrl: v.VITE_ANALYTICS_URL,
      firebaseApp,
      /** The Auth emulator to sign in against: always in a local build without a Firebase project. */
      authEmulatorHost:
        v.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? (firebaseProject ? undefined : LOCAL_AUTH_EMULATOR_HOST),
    },
    contentSeedFile: v.CONTENT_SEED_FILE,
    /** Without a trailing slash. */
    siteUrl: v.VITE_SITE_URL ?? `http://localhost:${v.PORT}`,
    port: v.PORT,
    studio: {
      projectId: v.SANITY_STUDIO_PROJECT_ID,
      dataset: v.SANITY_STUDIO_DATASET,
      previewUrl: v.SANITY_STUDIO_PREVIEW_URL,
      siteUrl: v.SANITY_STUDIO_SITE_URL,
      analyticsUrl: v.SANITY_STUDIO_ANALYTICS_URL,
    },
  };
}

export type Config = ReturnType<typeof configOf>;
export type AppConfig = Config["app"];

/** A variable whose value cannot be used: what is wrong, and what the variable is for. */
export type Problem = { variable: string; message: string; purpose: string };

type Environment = Record<string, string | undefined>;

export function checkEnvironment(
  env: Environment,
  build: BuildKind = "local",
): { config: Config; problems: [] } | { config: null; problems: Problem[] } {
  const result = SCHEMAS[build].safeParse(env);
  if (result.success) return { config: configOf(result.data), problems: [] };
  const problems = result.error.issues.map((issue) => {
    const variable = String(issue.path[0]) as Variable;
    return { variable, message: issue.message, purpose: purposeOf(variable) };
  });
  return { config: null, problems };
}

export function problemReport(problems: Problem[], build: BuildKind): string {
  const one = problems.length === 1;
  const count = one ? "1 environment variable is" : `${problems.length} environment variables are`;
  const them = one ? "it" : "them";
  const head =
    build === "deployment"
      ? `The deployment build cannot start: ${count} missing or wrong. Set ${them} in the environment or in .env (see .env.example); \`npm start\` builds for local use without the deployment settings.`
      : `The build cannot start: ${count} wrong. Correct ${them} in the environment or in .env (see .env.example).`;
  const lines = problems.map(
    ({ variable, message, purpose }) => `  ${variable}: ${message}\n      ${purpose}`,
  );
  return [head, ...lines].join("\n");
}

/** Throws the report of every problem the environment has. */
export function readConfig(env: Environment = process.env, build: BuildKind = "local"): Config {
  const { config, problems } = checkEnvironment(env, build);
  if (!config) throw new Error(problemReport(problems, build));
  return config;
}

export const deploymentWarnings = (config: Config) =>
  config.app.sanityProjectId
    ? []
    : [
        "No Sanity project (VITE_SANITY_PROJECT_ID): building from the bundled dataset, and pages will not read live content.",
      ];

/** Vite's `define` for APP_CONFIG, field by field (./appConfig.d.ts says why). */
export const appConfigDefines = (app: AppConfig) =>
  Object.fromEntries(
    Object.entries(app).map(([field, value]) => [
      `APP_CONFIG.${field}`,
      value === undefined ? "undefined" : JSON.stringify(value),
    ]),
  );

/** Vite's dev server (`npm run dev`) reloads content on every request. */
export const isDevServer = () => process.env.NODE_ENV === "development";
