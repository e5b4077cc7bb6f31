import { createHash } from "node:crypto";
import type { Config } from "#web/shared/config/environment.server.ts";

const GOOGLE_SIGN_IN_SCRIPTS = "https://apis.google.com";
const FIREBASE_AUTH_APIS = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];
const SANITY_IMAGE_CDN = "https://cdn.sanity.io";
const WASM = "'wasm-unsafe-eval'";

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

/** The other origins the site talks to, from the configuration the app is built with. */
function siteOrigins({ app, siteUrl }: Config) {
  const emulator = app.authEmulatorHost ? `http://${app.authEmulatorHost}` : undefined;
  const { authDomain, databaseURL } = app.firebaseApp;
  const database = originOf(databaseURL);
  return {
    authEmulator: emulator,
    // Google sign-in frames the auth domain's helper page, or the emulator's stand-in for it.
    authFrame: emulator ?? (authDomain ? `https://${authDomain}` : undefined),
    backend: originOf(app.backendUrl),
    analytics: app.analyticsUrl,
    sanityApi: app.sanityApiHost
      ? originOf(app.sanityApiHost)
      : app.sanityProjectId
        ? `https://${app.sanityProjectId}.apicdn.sanity.io`
        : undefined,
    sanityImages: app.sanityProjectId ? SANITY_IMAGE_CDN : undefined,
    // The Realtime Database talks over a WebSocket and falls back to long-polling scripts.
    database,
    databaseSocket: database?.replace(/^http/, "ws"),
    studio: originOf(app.sanityStudioUrl),
    https: siteUrl.startsWith("https:"),
  };
}

export const scriptHash = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The texts of the inline scripts a page runs: not those with `src`, not data blocks (JSON-LD). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => {
      if (/\ssrc\s*=/i.test(attributes)) return false;
      const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return !type || type === "module" || type.includes("javascript");
    })
    .map(([, , text]) => text);
}

const parsedJson = (literal: string): unknown => {
  try {
    return JSON.parse(literal);
  } catch {
    return undefined;
  }
};

const ASSET = String.raw`"\/assets\/[\w.-]+\.js"`;
const MODULE_LINE = new RegExp(
  String.raw`^(|import ${ASSET};|import \* as route\d+ from ${ASSET};|window\.__reactRouterRouteModules = \{("[\w/.$-]+":route\d+,?)*\};|import\(${ASSET}\);)$`,
);
const CONTEXT = String.raw`window\.__reactRouterContext`;

/**
 * The inline scripts the site writes, by their shape: code that is the same on every page (`code`),
 * and React Router's hydration, which holds data only. Anything else in a built page is foreign.
 */
const KNOWN_SCRIPTS: { name: string; code?: true; matches: (text: string) => boolean }[] = [
  {
    name: "early-submit guard",
    code: true,
    matches: (text) => /^\(function holdEarlySubmits\(\) \{[\s\S]*\}\)\(\)$/.test(text),
  },
  {
    name: "font switch",
    code: true,
    matches: (text) =>
      /^\(function drawInInterIfCached\([\w, ]*\) ?\{[\s\S]*\}\)\("[\w-]+","\/assets\/[\w.-]+\.woff2","[\w-]+","\w+"\)$/.test(
        text,
      ),
  },
  {
    name: "keep-search links",
    code: true,
    matches: (text) => /^\(function keepSearchOnEarlyClicks\(\) \{[\s\S]*\}\)\(\)$/.test(text),
  },
  {
    name: "scroll restoration",
    code: true,
    matches: (text) =>
      /^\(\(storageKey, restoreKey\) => \{[\s\S]*\}\)\("react-router-scroll-positions", null\)$/.test(text),
  },
  {
    name: "router context",
    matches: (text) => {
      const match = new RegExp(
        String.raw`^${CONTEXT} = (\{.*\});${CONTEXT}\.stream = new ReadableStream\(\{start\(controller\)\{${CONTEXT}\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);$`,
      ).exec(text);
      const value = match && parsedJson(match[1]);
      return typeof value === "object" && value !== null && !Array.isArray(value);
    },
  },
  {
    name: "route modules",
    matches: (text) => text.split("\n").every((line) => MODULE_LINE.test(line.trim())),
  },
  {
    name: "loader data",
    matches: (text) => {
      const match = new RegExp(
        String.raw`^${CONTEXT}\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$`,
      ).exec(text);
      return Boolean(match) && typeof parsedJson(match![1]) === "string";
    },
  },
  {
    name: "end of loader data",
    matches: (text) => text === "window.__reactRouterContext.streamController.close();",
  },
];

/**
 * The hashes of each given page's inline scripts (name → HTML in, name → sorted hashes out), when
 * every one is a script the site writes (`KNOWN_SCRIPTS`), a code one the same on every page;
 * otherwise an error naming each page with a foreign script: the policy never blesses what the
 * site did not write.
 */
export function knownInlineScriptHashes(
  pages: Iterable<[name: string, html: string]>,
): Map<string, string[]> {
  const foreign: string[] = [];
  const codeTexts = new Map<string, Set<string>>();
  const hashes = new Map<string, string[]>();
  for (const [name, html] of pages) {
    const own = new Set<string>();
    for (const text of inlineScripts(html)) {
      const known = KNOWN_SCRIPTS.find((shape) => shape.matches(text));
      if (!known) foreign.push(`${name}: ${JSON.stringify(text.slice(0, 80))}`);
      else if (known.code) codeTexts.set(known.name, (codeTexts.get(known.name) ?? new Set()).add(text));
      own.add(scriptHash(text));
    }
    hashes.set(name, [...own].sort());
  }
  for (const [shape, texts] of codeTexts)
    if (texts.size > 1) foreign.push(`the ${shape} differs between pages (${texts.size} versions)`);
  if (foreign.length)
    throw new Error(
      `Inline scripts the site does not write, refused (the CSP would allow them):\n  ${foreign.join("\n  ")}`,
    );
  return hashes;
}

const sources = (...values: (string | undefined | false)[]) =>
  [...new Set(values.filter((value): value is string => Boolean(value)))].join(" ");

/**
 * A page's Content-Security-Policy, which the page carries in a `<meta http-equiv>`
 * (pagePolicies.server.ts): scripts from this origin and the inline scripts whose hashes are given
 * (no 'unsafe-inline', no 'unsafe-eval'; WebAssembly for the site search), and exactly the other
 * origins in use. Who may frame the page is the header's (`framingPolicy`): a meta cannot say it.
 * Styles allow inline: the page's stylesheet is inlined, images carry their blurred
 * placeholder in a style attribute (a data: image, web/shared/sanity/image.ts), and Google's
 * sign-in helper and the Studio's visual-editing overlays add style elements at run time.
 */
export function contentSecurityPolicy(config: Config, scriptHashes: Iterable<string>): string {
  const o = siteOrigins(config);
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    [
      "script-src",
      sources(
        "'self'",
        ...[...new Set(scriptHashes)].sort(),
        // The site search (Pagefind) compiles its WebAssembly module: this allows WebAssembly
        // only, never eval() or new Function().
        WASM,
        GOOGLE_SIGN_IN_SCRIPTS,
        o.database,
      ),
    ],
    ["style-src", "'self' 'unsafe-inline'"],
    ["img-src", sources("'self'", "data:", o.sanityImages)],
    ["font-src", "'self'"],
    [
      "connect-src",
      sources(
        "'self'",
        ...FIREBASE_AUTH_APIS,
        o.authEmulator,
        o.backend,
        o.analytics,
        o.sanityApi,
        o.database,
        o.databaseSocket,
      ),
    ],
    ["frame-src", o.authFrame ?? "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  if (o.https) directives.push(["upgrade-insecure-requests", ""]);
  return directives.map(([name, value]) => `${name} ${value}`.trim()).join("; ");
}

/**
 * The Content-Security-Policy header of every page: only who may frame it, the site itself and
 * the Studio (its Presentation tool shows the pages), as a policy in a meta cannot.
 */
export const framingPolicy = (config: Config) =>
  `frame-ancestors ${sources("'self'", siteOrigins(config).studio)}`;
