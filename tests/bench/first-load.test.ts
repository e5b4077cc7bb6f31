import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  BUDGET,
  budgetOf,
  CLIENT_AREA_BUDGET,
  isFrameworkChunk,
  measureFirstLoad,
  overBudget,
  type FirstLoad,
} from "./first-load";

// Random base64 text compresses little: a file of it weighs about three quarters of its length, gzipped.
const filler = (bytes: number) => `/*${randomBytes(bytes).toString("base64").slice(0, bytes)}*/`;
const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

let client: string;
beforeEach(() => {
  client = mkdtempSync(path.join(tmpdir(), "first-load-"));
  mkdirSync(path.join(client, "assets"));
});
afterEach(() => rmSync(client, { recursive: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
  writeFileSync(path.join(client, file), text);
  return text;
};

/** A page as React Router prerenders it: an inline module script importing its modules. */
const page = (route: string, modules: string[], head = "") =>
  write(
    path.join(route, "index.html"),
    `<html><head>${head}</head><body><script type="module" async="">${modules
      .map((src) => `import "${src}";`)
      .join("\n")}\nimport("/assets/entry.client-e1.js");</script></body></html>`,
  );

describe("a page's first load", () => {
  it("counts the framework chunk apart from the app's modules, static imports included, lazy ones not", () => {
    const framework = write("assets/framework-Ab_c-1.js", `export const react = 1;${filler(3000)}`);
    const entry = write(
      "assets/entry.client-e1.js",
      `import{react}from"./framework-Ab_c-1.js";import"./shared-s1.js";import("./lazy-l1.js");${filler(500)}`,
    );
    const shared = write("assets/shared-s1.js", `import{react}from"./framework-Ab_c-1.js";${filler(300)}`);
    write("assets/lazy-l1.js", filler(5000));
    page("/", []);

    const load = measureFirstLoad(client, "/");

    expect(load.frameworkGzip).toBe(gzipped(framework));
    expect(load.appGzip).toBe(gzipped(entry) + gzipped(shared));
    expect(load.totalGzip).toBe(load.appGzip + load.frameworkGzip);
    expect(load.files).toBe(3);
    expect(load.stylesheets).toBe(0);
  });

  it("counts the stylesheets the HTML links", () => {
    write("assets/framework-f1.js", "export{};");
    write("assets/entry.client-e1.js", 'import"./framework-f1.js";');
    page(
      "/about",
      [],
      '<link rel="stylesheet" href="/assets/a.css"><link rel="stylesheet" href="/assets/b.css">',
    );
    expect(measureFirstLoad(client, "/about").stylesheets).toBe(2);
  });
});

describe("the framework chunk", () => {
  it("is the chunk vite.config.ts names framework, whatever its hash", () => {
    expect(isFrameworkChunk("/assets/framework-DjvPnbmc.js")).toBe(true);
    expect(isFrameworkChunk("/assets/framework-a_b-C.js")).toBe(true);
  });
  it("is no other chunk", () => {
    for (const src of ["/assets/frameworks-x1.js", "/assets/my-framework-x1.js", "/assets/framework.js"])
      expect(isFrameworkChunk(src), src).toBe(false);
  });
});

describe("the budget", () => {
  const within: FirstLoad = {
    appGzip: BUDGET.appGzip,
    frameworkGzip: BUDGET.totalGzip - BUDGET.appGzip,
    totalGzip: BUDGET.totalGzip,
    files: BUDGET.files,
    stylesheets: BUDGET.stylesheets,
  };

  it("passes a page at every limit", () => {
    expect(overBudget(within)).toEqual([]);
  });

  it("fails a page whose own share is over, even with a small framework", () => {
    const reasons = overBudget({
      ...within,
      appGzip: BUDGET.appGzip + 1,
      frameworkGzip: 1000,
      totalGzip: BUDGET.appGzip + 1001,
    });
    const limit = `${(BUDGET.appGzip / 1024).toFixed(1)} KB`;
    expect(reasons).toEqual([`the app's share is ${limit} (${BUDGET.appGzip + 1} B), over ${limit}`]);
  });

  it("fails a page over in total, in files or in stylesheets, saying each", () => {
    const reasons = overBudget({
      ...within,
      frameworkGzip: within.frameworkGzip + 1,
      totalGzip: BUDGET.totalGzip + 1,
      files: BUDGET.files + 1,
      stylesheets: BUDGET.stylesheets + 1,
    });
    expect(reasons).toEqual([
      expect.stringMatching(new RegExp(`^the total is .* over ${(BUDGET.totalGzip / 1024).toFixed(1)} KB$`)),
      `${BUDGET.files + 1} files, over ${BUDGET.files}`,
      `${BUDGET.stylesheets + 1} render-blocking stylesheets, over ${BUDGET.stylesheets}`,
    ]);
  });

  it("fails a page whose framework chunk it cannot find", () => {
    expect(overBudget({ ...within, appGzip: 100, frameworkGzip: 0, totalGzip: 100 })).toEqual([
      "no framework chunk found among its files",
    ]);
  });

  it("fails a built page over budget, end to end", () => {
    write("assets/framework-f1.js", filler(2000));
    write("assets/entry.client-e1.js", `import"./framework-f1.js";${filler(BUDGET.appGzip * 2)}`);
    page("/heavy", []);
    expect(overBudget(measureFirstLoad(client, "/heavy"))).toEqual([
      expect.stringMatching(
        new RegExp(`^the app's share is .* over ${(BUDGET.appGzip / 1024).toFixed(1)} KB$`),
      ),
    ]);
  });
});

describe("which budget a page has", () => {
  it("gives the client area's pages theirs, in every language", () => {
    for (const route of ["dashboard", "dashboard/plan", "es/dashboard", "es/dashboard/billing/invoice"])
      expect(budgetOf(route), route).toBe(CLIENT_AREA_BUDGET);
  });

  it("gives every other page the public one, a page named like the dashboard included", () => {
    for (const route of [
      "",
      "pricing",
      "es",
      "es/pricing",
      "dashboards",
      "insights/dashboard",
      "es/dashboard-tips",
    ])
      expect(budgetOf(route), route).toBe(BUDGET);
  });

  it("holds the client area's pages to more than the public ones, and no more files", () => {
    expect(CLIENT_AREA_BUDGET.appGzip).toBeGreaterThan(BUDGET.appGzip);
    expect(CLIENT_AREA_BUDGET.files).toBe(BUDGET.files);
    const page = { appGzip: 6200, frameworkGzip: 111_600, totalGzip: 117_800, files: 9, stylesheets: 0 };
    expect(overBudget(page, budgetOf("dashboard/plan"))).toEqual([]);
    expect(overBudget(page, budgetOf("pricing"))).toHaveLength(2);
  });
});
