import { describe, expect, it } from "vitest";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { fontSwitchScript } from "#web/shared/styles/fontSwitch.ts";
import {
  contentSecurityPolicy,
  framingPolicy,
  inlineScripts,
  knownInlineScriptHashes,
  scriptHash,
} from "./securityHeaders.server";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part === name || part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

const deployment = {
  VITE_FIREBASE_API_KEY: "AIzaKey",
  VITE_FIREBASE_AUTH_DOMAIN: "nexora-site.firebaseapp.com",
  VITE_API_URL: "https://api.nexora.ai/",
  VITE_SITE_URL: "https://www.nexora.ai",
  VITE_SANITY_PROJECT_ID: "abc123",
};
const HASH = "'sha256-AAAA'";

/** The policy of a build with these variables set. */
const policyFor = (env: Record<string, string>, hashes: string[]) =>
  contentSecurityPolicy(readConfig(env), hashes);

describe("contentSecurityPolicy", () => {
  it("allows scripts from this origin, the given hashes, WebAssembly (the search) and Google's sign-in scripts, nothing inline or eval'd", () => {
    const policy = policyFor(deployment, [HASH, "'sha256-BBBB'", HASH]);
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      HASH,
      "'sha256-BBBB'",
      "'wasm-unsafe-eval'",
      "https://apis.google.com",
    ]);
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
  });

  it("in a deployment build names exactly the origins in use, and no emulator", () => {
    const policy = policyFor(deployment, [HASH]);
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://api.nexora.ai",
      "https://abc123.apicdn.sanity.io",
    ]);
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:", "https://cdn.sanity.io"]);
    expect(directive(policy, "frame-src")).toEqual(["https://nexora-site.firebaseapp.com"]);
    expect(directive(policy, "frame-ancestors")).toBeUndefined();
    expect(framingPolicy(readConfig(deployment))).toBe("frame-ancestors 'self'");
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(directive(policy, "upgrade-insecure-requests")).toEqual([]);
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost|9099/);
  });

  it("lets the app reach the analytics collector only when one is configured", () => {
    expect(
      directive(policyFor({ VITE_ANALYTICS_URL: "https://stats.nexora.ai/" }, []), "connect-src"),
    ).toContain("https://stats.nexora.ai");
    expect(policyFor({}, [])).not.toContain("stats");
  });

  it("in a local build lets the app reach the Auth emulator and frame its sign-in helper", () => {
    const policy = policyFor({}, [HASH]);
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "http://127.0.0.1:9099",
    ]);
    expect(directive(policy, "frame-src")).toEqual(["http://127.0.0.1:9099"]);
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:"]);
    // The images' blurred placeholders: a data: image in a style attribute.
    expect(directive(policy, "style-src")).toContain("'unsafe-inline'");
    expect(directive(policy, "upgrade-insecure-requests")).toBeUndefined();
    expect(policy).not.toContain("sanity.io");
  });

  it("lets the configured Studio frame the site, and reaches a Sanity API host set for tests", () => {
    const policy = policyFor(
      {
        ...deployment,
        VITE_SANITY_STUDIO_URL: "https://nexora.sanity.studio/desk",
        VITE_SANITY_API_HOST: "http://127.0.0.1:3333",
      },
      [HASH],
    );
    expect(
      framingPolicy(
        readConfig({ ...deployment, VITE_SANITY_STUDIO_URL: "https://nexora.sanity.studio/desk" }),
      ),
    ).toBe("frame-ancestors 'self' https://nexora.sanity.studio");
    expect(directive(policy, "connect-src")).toContain("http://127.0.0.1:3333");
    expect(directive(policy, "connect-src")).not.toContain("https://abc123.apicdn.sanity.io");
  });

  it("reaches the Realtime Database over HTTPS and its WebSocket only when one is configured", () => {
    const policy = policyFor(
      { ...deployment, VITE_FIREBASE_DATABASE_URL: "https://nexora-default-rtdb.firebaseio.com" },
      [HASH],
    );
    expect(directive(policy, "connect-src")).toEqual(
      expect.arrayContaining([
        "https://nexora-default-rtdb.firebaseio.com",
        "wss://nexora-default-rtdb.firebaseio.com",
      ]),
    );
    expect(policyFor(deployment, [HASH])).not.toContain("firebaseio");
  });
});

describe("inlineScripts and scriptHash", () => {
  it("finds the scripts a page runs inline, not external ones nor data blocks", () => {
    const html = [
      '<script type="module" async="">import "/a.js";</script>',
      '<script src="/b.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      "<script>window.x = 1;</script>",
      "<SCRIPT type='text/javascript'>y()</SCRIPT>",
    ].join("\n");
    expect(inlineScripts(html)).toEqual(['import "/a.js";', "window.x = 1;", "y()"]);
  });

  it("hashes a script's exact text as CSP does (the specification's example)", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});

describe("knownInlineScriptHashes", () => {
  // The inline scripts of a built page, as the build writes them (shortened code).
  const SITE_SCRIPTS = [
    "(function holdEarlySubmits() {\n\twindow.__earlySubmits = {};\n})()",
    '((storageKey, restoreKey) => {\n\t\tif (!window.history.state) {}\n\t})("react-router-scroll-positions", null)',
    'window.__reactRouterContext = {"basename":"/","ssr":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());',
    'import "/assets/manifest-558240ab.js";\nimport * as route0 from "/assets/root-DYHgwvDo.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"page/index":route1};\n\nimport("/assets/entry.client-BrzDAwcw.js");',
    `window.__reactRouterContext.streamController.enqueue(${JSON.stringify('[{"_1":2},"loaderData","text"]')});`,
    "window.__reactRouterContext.streamController.close();",
    '(function keepSearchOnEarlyClicks() {\n\tdocument.addEventListener("click", () => {}, true);\n})()',
    fontSwitchScript("/assets/inter-latin-wght-normal-Ab12.woff2"),
  ];
  const pageWith = (...scripts: string[]) => scripts.map((script) => `<script>${script}</script>`).join("");

  it("hashes each page's scripts the site writes, each once", () => {
    const pricingData = SITE_SCRIPTS[4].replace(String.raw`\"text\"`, String.raw`\"pricing\"`);
    const hashes = knownInlineScriptHashes([
      ["index.html", pageWith(...SITE_SCRIPTS, SITE_SCRIPTS[0])],
      ["pricing/index.html", pageWith(...SITE_SCRIPTS.with(4, pricingData))],
    ]);
    expect(hashes.get("index.html")).toEqual(SITE_SCRIPTS.map(scriptHash).sort());
    expect(hashes.get("pricing/index.html")).toEqual(
      SITE_SCRIPTS.with(4, pricingData).map(scriptHash).sort(),
    );
  });

  it.each([
    ["a script of its own", "alert(1)"],
    [
      "loader data that runs code",
      'window.__reactRouterContext.streamController.enqueue("x");alert(1);//");',
    ],
    ["a module import from another site", 'import "https://evil.example/x.js";'],
    ["a router context that runs code", SITE_SCRIPTS[2].replace('"ssr":false}', '"ssr":alert(1)}')],
  ])("refuses %s, naming the page", (_, script) => {
    expect(() =>
      knownInlineScriptHashes([["pricing/index.html", pageWith(...SITE_SCRIPTS, script)]]),
    ).toThrow(`pricing/index.html: ${JSON.stringify(script.slice(0, 80))}`);
  });

  it("refuses the site's own code when one page has another version of it", () => {
    const changed = SITE_SCRIPTS[0].replace("{};", "{}; alert(1);");
    expect(() =>
      knownInlineScriptHashes([
        ["index.html", pageWith(...SITE_SCRIPTS)],
        ["pricing/index.html", pageWith(changed)],
      ]),
    ).toThrow("the early-submit guard differs between pages (2 versions)");
  });
});
