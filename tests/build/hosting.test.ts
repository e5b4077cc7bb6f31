import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { E2E_BACKEND_URL } from "../e2e/support/backend";
import { headerRules, headersAt as servedHeaders } from "../e2e/support/hosting-headers";
import { E2E_STUDIO_URL } from "../e2e/support/studio-origin";
import { AUTH_EMULATOR_URL } from "../../scripts/tools/local-firebase";
import { localizedPath } from "#content/documentPaths.ts";
import { BUILD_DIR, CLIENT, pages, parsed } from "./support/built-site";
import { singleton } from "../e2e/support/dataset";
import { policyOfPage } from "#web/files/pagePolicies.server.ts";

// The headers the host sends, as the build's firebase.json says, matched to each address the
// way the Hosting emulator matches them (../e2e/support/hosting-headers.ts). That the host
// serves them is checked over HTTP (tests/e2e/security.spec.ts); redirects and 404s served are
// the browser tests' too.

const rules = headerRules(BUILD_DIR);
const headersAt = (address: string) => servedHeaders(rules, address);

/** A Content-Security-Policy as a map from directive to its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, "Content-Security-Policy").toBeTruthy();
  return new Map(
    policy!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Where each page is served: its address; a not-found page at an unknown address of its language. */
const served = pages.map((page) => ({
  page,
  address: page.kind === "notFound" ? localizedPath("/no-such-page", page.language) : page.path,
}));

describe.each(served)("$address", ({ page, address }) => {
  const headers = headersAt(address);

  test("is served with the security headers", () => {
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(headers["x-frame-options"]).toBeUndefined();
  });

  test("is served with a policy of who may frame it: the site itself and the Studio (the tests' stand-in for it)", () => {
    expect(headers["content-security-policy"]).toBe(`frame-ancestors 'self' ${E2E_STUDIO_URL}`);
  });

  describe.each(page.files.map((file) => path.relative(CLIENT, file)))("%s", (file) => {
    const html = readFileSync(path.join(CLIENT, file), "utf8");
    const policy = policyOfPage(html);

    test("carries its policy before any script", () => {
      const at = html.indexOf('<meta http-equiv="Content-Security-Policy"');
      expect(at).toBeGreaterThan(0);
      expect(at).toBeLessThan(html.search(/<script\b/));
    });

    test("runs scripts only from this site or by hash", () => {
      const csp = directives(policy);
      const scripts = csp.get("script-src")!;
      expect(scripts).toContain("'self'");
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:", "data:"])
        expect(scripts).not.toContain(unsafe);
      // WebAssembly, for the site search's index (Pagefind), and nothing else eval-like.
      expect(scripts.filter((source) => source.includes("eval"))).toEqual(["'wasm-unsafe-eval'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      // A local build: the Auth emulator and the test backend, and nothing of Sanity's.
      expect(csp.get("connect-src")).toEqual(
        expect.arrayContaining(["'self'", AUTH_EMULATOR_URL, E2E_BACKEND_URL]),
      );
      expect(policy).not.toContain("sanity.io");
    });

    // Its own, which does not grow with the number of pages.
    test("names the hash of each of its inline scripts, and no other", () => {
      const inline = inlineScripts(parsed(path.join(CLIENT, file)));
      expect(inline.length).toBeGreaterThan(0);
      const hashes = directives(policy)
        .get("script-src")!
        .filter((source) => source.startsWith("'sha256-"));
      expect(hashes.sort()).toEqual([...new Set(inline.map(sha256))].sort());
    });
  });
});

/** The CSP source of a script's text. */
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Script types the browser runs (a JavaScript MIME type, a module) or that the policy governs as scripts. */
const RUN = /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/i;

/** The texts of a document's inline scripts the policy applies to: not those with `src`, not data blocks (JSON-LD). */
const inlineScripts = (document: Document) =>
  [...document.querySelectorAll("script:not([src])")]
    .filter((script) => RUN.test((script.getAttribute("type") ?? "").trim()))
    .map((script) => script.textContent ?? "");

/** Every file of the build but its HTML pages, as its address. */
function otherFiles(dir = CLIENT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return otherFiles(file);
    return entry.name.endsWith(".html") ? [] : [`/${path.relative(CLIENT, file).split(path.sep).join("/")}`];
  });
}

test("scripts, route data, images and every other file come with nosniff but without the pages' headers", () => {
  const files = otherFiles();
  expect(files.filter((file) => file.startsWith("/assets/") && file.endsWith(".js")).length).toBeGreaterThan(
    0,
  );
  expect(files).toEqual(expect.arrayContaining(["/pricing.data", "/favicon.svg"]));
  for (const file of files) {
    const headers = headersAt(file);
    expect(headers["x-content-type-options"], file).toBe("nosniff");
    for (const pageOnly of ["content-security-policy", "permissions-policy", "cross-origin-opener-policy"])
      expect(headers[pageOnly], `${file} ${pageOnly}`).toBeUndefined();
  }
});

test("every redirect leads to this site, or to a host the Site settings list", () => {
  const redirects: { source: string; destination: string }[] =
    JSON.parse(readFileSync(path.join(BUILD_DIR, "firebase.json"), "utf8")).hosting.redirects ?? [];
  const hosts: string[] = singleton("siteSettings").redirectHosts ?? [];
  const elsewhere = redirects.filter(({ destination }) => {
    const target = new URL(destination, "https://this.site.invalid");
    return target.origin !== "https://this.site.invalid" && !hosts.includes(target.hostname);
  });
  expect(redirects.length, "redirects in firebase.json").toBeGreaterThan(0);
  expect(elsewhere).toEqual([]);
});
