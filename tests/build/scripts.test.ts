import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { pageKinds } from "#content/pageKinds.ts";
import { CLIENT, SITE, builtFile, pages, parsed } from "./support/built-site";

// The scripts each page asks for (its script tags, module preloads and the modules its inline
// scripts import: its entry) and what they import, followed through the built files. A visitor
// who never signed in downloads no sign-in code: no public page's scripts, nor any module they
// import statically, holds Firebase code; the account pages' do reach it (by import()). What a
// browser actually downloads is checked in the browser (tests/e2e/privacy.spec.ts).

// Sign-in code in a script: each Firebase chunk of the build names Firebase ("@firebase/app",
// "@firebase/auth", registerVersion("firebase"), the session's "firebase:authUser" key).
const SIGN_IN_CODE = /firebase/i;
// The account pages and the client area's: the app's pages worded by those singletons.
const ACCOUNT_KINDS: string[] = pageKinds().flatMap(([kind, { texts }]) =>
  texts?.type === "accountPages" || texts?.type === "dashboardPage" ? [kind] : [],
);

/** A module's address, from a specifier in the code at `from` ("./x.js" in /assets/y.js: /assets/x.js). */
const resolve = (specifier: string, from: string) => new URL(specifier, new URL(from, SITE)).pathname;

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]((?:\.{1,2})?\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]((?:\.{1,2})?\/[^"'`]+\.js)["'`]\s*\)/g;
const imports = (code: string, pattern: RegExp, from: string) =>
  [...code.matchAll(pattern)].map((match) => resolve(match[1], from));

/** The scripts a page's HTML asks for: script tags, module preloads, its inline modules' imports (static and import()). */
function askedFor(file: string, address: string): string[] {
  const document = parsed(file);
  const inline = [...document.querySelectorAll("script:not([src])")].map(
    (script) => script.textContent ?? "",
  );
  return [
    ...new Set([
      ...[...document.querySelectorAll("script[src]")].map((script) =>
        resolve(script.getAttribute("src")!, address),
      ),
      ...[...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        resolve(link.getAttribute("href")!, address),
      ),
      ...inline.flatMap((code) => [
        ...imports(code, STATIC_IMPORT, address),
        ...imports(code, DYNAMIC_IMPORT, address),
      ]),
    ]),
  ];
}

const code = (script: string) => builtFile(path.join(CLIENT, script));

/** The scripts and every module they import, followed through the built files: statically, and by import() if asked. */
function reached(scripts: string[], { dynamic }: { dynamic: boolean }): string[] {
  const seen = new Set<string>();
  const visit = (script: string) => {
    if (seen.has(script)) return;
    seen.add(script);
    const text = code(script);
    for (const imported of [
      ...imports(text, STATIC_IMPORT, script),
      ...(dynamic ? imports(text, DYNAMIC_IMPORT, script) : []),
    ])
      visit(imported);
  };
  scripts.forEach(visit);
  return [...seen];
}

const files = pages.flatMap((page) =>
  page.files.map((file) => ({
    page,
    file,
    name: path.relative(CLIENT, file),
    account: ACCOUNT_KINDS.includes(page.kind),
  })),
);

describe.each(files)("$name", ({ page, file, account }) => {
  const scripts = askedFor(file, page.path);

  test("asks for its entry and modules, each a file of the build, and each module they import too", () => {
    expect(scripts.some((script) => /\/entry\.client-[\w-]+\.js$/.test(script))).toBe(true);
    for (const script of reached(scripts, { dynamic: true }))
      expect(existsSync(path.join(CLIENT, script)), script).toBe(true);
  });

  if (!account)
    test("loads no Firebase code first: none in its scripts, nor in any module they import statically", () => {
      expect(
        reached(scripts, { dynamic: false }).filter((script) => SIGN_IN_CODE.test(code(script))),
      ).toEqual([]);
    });
  else
    test("an account page: its scripts reach Firebase's code", () => {
      expect(
        reached(scripts, { dynamic: true }).filter((script) => SIGN_IN_CODE.test(code(script))).length,
      ).toBeGreaterThan(0);
    });
});
