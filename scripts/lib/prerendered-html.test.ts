// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { moveNotFoundPage, prerenderedPages } from "./prerendered-html";

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
