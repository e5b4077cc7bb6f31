// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { RELEASE_FILE, type ReleaseFile } from "../../web/shared/navigation/release";
import { finishPrerenderedPages, moveNotFoundPage, prerenderedPages, releaseOf } from "./prerendered-html";

it("makes the not-found page the host's 404.html, and leaves no page nor data at its address", () => {
  const client = mkdtempSync(path.join(tmpdir(), "client-"));
  for (const page of ["missing", "a-page"]) {
    mkdirSync(path.join(client, page));
    writeFileSync(path.join(client, page, "index.html"), `<h1>${page}</h1>`);
    writeFileSync(path.join(client, `${page}.data`), "[]");
  }
  moveNotFoundPage(client, "/missing");
  expect(readFileSync(path.join(client, "404.html"), "utf8")).toBe("<h1>missing</h1>");
  expect(existsSync(path.join(client, "missing"))).toBe(false);
  expect(existsSync(path.join(client, "missing.data"))).toBe(false);
  expect(prerenderedPages(client)).toEqual(["/a-page"]);
  expect(existsSync(path.join(client, "a-page.data"))).toBe(true);
  rmSync(client, { recursive: true });
});

it("marks every page with its release, which the release file names: new code, new release", () => {
  const client = mkdtempSync(path.join(tmpdir(), "client-"));
  mkdirSync(path.join(client, "assets"));
  mkdirSync(path.join(client, "pricing"));
  writeFileSync(path.join(client, "assets", "page-a1b2.js"), "");
  const page = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body></body></html>';
  writeFileSync(path.join(client, "pricing", "index.html"), page);
  finishPrerenderedPages(client);
  const { release } = JSON.parse(readFileSync(path.join(client, RELEASE_FILE), "utf8")) as ReleaseFile;
  expect(readFileSync(path.join(client, "pricing", "index.html"), "utf8")).toContain(
    `<html data-release="${release}" lang="en">`,
  );
  // The same code again (new content only): the same release.
  expect(releaseOf(client)).toBe(release);
  writeFileSync(path.join(client, "assets", "page-c3d4.js"), "");
  rmSync(path.join(client, "assets", "page-a1b2.js"));
  expect(releaseOf(client)).not.toBe(release);
  rmSync(client, { recursive: true });
});
