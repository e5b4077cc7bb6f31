import { globSync, readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Which environment: a *.test.tsx file runs in a DOM (jsdom, about 1 s to create), a *.test.ts
// file in Node, but for a .test.ts file whose first line is `// @vitest-environment jsdom`.
//
// The files of a project share its two workers (`isolate: false`): no worker, no jsdom and no
// package is loaded again for each file. Each file still starts with fresh modules of the
// project (tests/unit/fresh-modules.ts: no module's state or vi.mock carries over) on a fresh
// page (tests/unit/fresh-page.ts), but for the content robustness sweep, whose files share the
// modules of the pages they all render. Files that fake timers and need a DOM run isolated:
// jsdom schedules its animation frames and focus fix-ups on whatever timers are installed, and
// those it put on fake ones never fire for the files after. Checked with files in shuffled
// orders (`--sequence.shuffle.files --sequence.seed=N`), five seeds per shared project.
//
// Threads, two: 36 files of web/features took 118 s in forks, 74 s in threads; Vitest's default
// (the cores but one) ran one file at a time here.
const unitTests = globSync(
  "{scripts,tests/support,tests/unit,tests/bench,content,schemas,backend,web,blocks,studio}/**/*.test.{ts,tsx}",
);
const robustness = globSync("tests/unit/content-robustness/*.test.tsx");
const text = (file: string) => readFileSync(file, "utf8");
const needsDom = (file: string) =>
  file.endsWith(".tsx") || text(file).startsWith("// @vitest-environment jsdom");
const runsIsolated = (file: string) => file.startsWith("studio/") || text(file).includes("vi.useFakeTimers");

const domTests = unitTests.filter((file) => needsDom(file) && !robustness.includes(file));
const FRESH = ["tests/unit/fresh-modules.ts", "tests/unit/setup.ts"];

export default defineConfig({
  plugins: [react()],
  test: {
    pool: "threads",
    maxWorkers: 2,
    isolate: false,
    // The Studio's media library imports a CommonJS package (react-dropzone) by named exports,
    // which Node refuses and Vite's own transform allows, as in the Studio's bundle.
    server: { deps: { inline: ["sanity-plugin-media"] } },
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: unitTests.filter((file) => !needsDom(file)),
          setupFiles: FRESH,
          // The scripts' tests start processes (tsx, a build, the Sanity CLI): on two busy cores
          // one took 5.1 s, past Vitest's 5 s.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: domTests.filter((file) => !runsIsolated(file)),
          setupFiles: FRESH,
        },
      },
      {
        extends: true,
        test: {
          name: "dom, isolated",
          environment: "jsdom",
          isolate: true,
          include: domTests.filter(runsIsolated),
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "content robustness",
          environment: "jsdom",
          include: robustness,
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
    ],
  },
});
