// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { moveNotFoundPage, prerenderedPages } from "./prerendered-html";

it("makes the not-found page the host's 404.html, and leaves no page nor data at its address", () => {
  const client = mkdtempSync(path.join(tmpdir(), "client-"));
  for (const page of ["404", "pricing"]) {
    mkdirSync(path.join(client, page));
    writeFileSync(path.join(client, page, "index.html"), `<h1>${page}</h1>`);
    writeFileSync(path.join(client, `${page}.data`), "[]");
  }
  moveNotFoundPage(client, "/404");
  expect(readFileSync(path.join(client, "404.html"), "utf8")).toBe("<h1>404</h1>");
  expect(existsSync(path.join(client, "404"))).toBe(false);
  expect(existsSync(path.join(client, "404.data"))).toBe(false);
  expect(prerenderedPages(client)).toEqual(["/pricing"]);
  expect(existsSync(path.join(client, "pricing.data"))).toBe(true);
});
