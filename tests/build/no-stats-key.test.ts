import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT } from "./support/built-site";
import { STATS_KEY_CANARY } from "../support/stats-key-canary";

// A Plausible Stats API key never reaches a built file: `npm test` builds the site and the Studio
// with a made-up key under every name a change might read one from (tests/support/stats-key-canary.ts).

const STUDIO_DIST = path.resolve("studio/dist");

/** The built files under `folder` that carry `text`. */
function filesWith(folder: string, text: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).includes(text));
}

describe("no built file carries a Stats API key", () => {
  it("the site's", () => {
    expect(filesWith(CLIENT, STATS_KEY_CANARY)).toEqual([]);
  });

  it("the Studio's", () => {
    expect(existsSync(STUDIO_DIST), "the Studio's build (npm run studio:build) in studio/dist").toBe(true);
    expect(filesWith(STUDIO_DIST, STATS_KEY_CANARY)).toEqual([]);
  });
});
