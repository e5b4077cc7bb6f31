import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// A route that loads in the browser keeps the data its page hydrated with through its handle
// (web/shared/navigation/clientLoader.ts): the live refresh after hydration then reads no file,
// and a page served at an address the build did not write keeps its own.
const files = [
  "web/root.tsx",
  ...readdirSync("web/routes", { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)route\.tsx$/.test(file) || (!file.includes("/") && file.endsWith(".tsx")))
    .map((file) => `web/routes/${file}`),
];

it.each(files)(
  "%s: a client loader comes with the handle that keeps its built data",
  async (file) => {
    const route = (await import(/* @vite-ignore */ path.resolve(file))) as {
      clientLoader?: unknown;
      handle?: { keep?: unknown };
    };
    expect(typeof route.clientLoader).toBe("function");
    expect(typeof route.handle?.keep).toBe("function");
    // The first import transforms the app's module graph: seconds on a busy machine.
  },
  60_000,
);
