import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { hostingConfigOf, writeHostingConfig } from "./hostingConfig.server";
import { NOT_FOUND_FOLDER } from "./prerenderedHtml.server";

let buildDir: string;
afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

type Rule = { source?: string; regex?: string; headers: { key: string; value: string }[] };

function writtenHosting(env: Record<string, string> = {}) {
  buildDir = mkdtempSync(path.join(tmpdir(), "build-"));
  mkdirSync(path.join(buildDir, "client"));
  writeHostingConfig(buildDir, readConfig(env), [{ from: "/old", to: "/new", permanent: true }]);
  return JSON.parse(readFileSync(hostingConfigOf(buildDir), "utf8")).hosting;
}

it("serves the build's client folder, names the 404 pages' folder as the host's i18n root and adds the content's redirects", () => {
  const hosting = writtenHosting();
  expect(hosting.public).toBe("client");
  expect(hosting.predeploy).toBeUndefined();
  expect(hosting.i18n).toEqual({ root: `/${NOT_FOUND_FOLDER}` });
  expect(hosting.redirects).toContainEqual({ source: "/old", destination: "/new", type: 301 });
});

it("sends every page, and only the pages, a policy of who may frame it: a page carries the rest of its policy", () => {
  const rules: Rule[] = writtenHosting({
    VITE_SANITY_STUDIO_URL: "https://nexora.sanity.studio/desk",
  }).headers;
  const policies = rules.filter((rule) =>
    rule.headers.some((header) => header.key === "Content-Security-Policy"),
  );
  expect(policies).toEqual([
    expect.objectContaining({
      regex: expect.any(String),
      headers: expect.arrayContaining([
        { key: "Content-Security-Policy", value: "frame-ancestors 'self' https://nexora.sanity.studio" },
      ]),
    }),
  ]);
});
