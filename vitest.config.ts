import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Two projects: the code that runs in a browser gets a DOM (jsdom, about 1 s to create per test
// file); the scripts, the content's code and the stand-in backend run in Node, as they do in
// use. Measured here (2 cores, 2026-11-26):
// - threads, not processes: 36 files of web/features took 118 s in forks, 74 s in threads;
// - two workers: Vitest's default (the cores but one) ran one file at a time: 69 s, 44 s with two.
// Sharing a worker's modules and jsdom between files (`isolate: false`) took the DOM tests from
// about 200 s to 76 s, but made them depend on each other's order (one order hung): not used.
export default defineConfig({
  plugins: [react()],
  test: {
    pool: "threads",
    maxWorkers: 2,
    // The Studio's media library imports a CommonJS package (react-dropzone) by named exports,
    // which Node refuses and Vite's own transform allows, as in the Studio's bundle.
    server: { deps: { inline: ["sanity-plugin-media"] } },
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          // The scripts' tests start processes (tsx, a build, the Sanity CLI): on two busy cores
          // one took 5.1 s, past Vitest's 5 s.
          testTimeout: 30_000,
          include: [
            "scripts/**/*.test.ts",
            "tests/support/**/*.test.ts",
            "content/**/*.test.ts",
            "schemas/**/*.test.ts",
            "backend/**/*.test.ts",
          ],
          setupFiles: ["tests/unit/setup-node.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: [
            "web/**/*.test.{ts,tsx}",
            "blocks/**/*.test.{ts,tsx}",
            "studio/**/*.test.{ts,tsx}",
            "tests/unit/**/*.test.{ts,tsx}",
          ],
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
    ],
  },
});
