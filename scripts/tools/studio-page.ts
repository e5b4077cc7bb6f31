import { readFileSync } from "node:fs";
import path from "node:path";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page, Route } from "@playwright/test";
import react from "@vitejs/plugin-react";
import { build, type Rolldown } from "vite";

// A part of the Studio rendered on a page of its own, for a picture of it in docs/screenshots:
// an entry module bundled for the browser and served from a local server.

const root = path.resolve(import.meta.dirname, "../..");
const ENTRY = "\0studio-page-entry";
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
};
// Sanity UI loads Inter from Sanity's servers; the site's own copy stands in (no network here).
const INTER = /^https:\/\/design-system-static\.sanity\.io\/InterVariable-latin-/;
const INTER_FILE = path.join(
  root,
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);

export type StudioPage = Map<string, string | Uint8Array>;

/** `entry` (a module's source, importing the repository's files by absolute path) bundled, with its index.html. */
export async function bundleStudioPage(entry: string): Promise<StudioPage> {
  const result = await build({
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [
      react(),
      {
        name: "studio-page-entry",
        resolveId: (id) => (id === ENTRY ? id : undefined),
        load: (id) => (id === ENTRY ? entry : undefined),
      },
    ],
    // The Studio's config reads its environment; none is set here.
    define: { "process.env": JSON.stringify({ NODE_ENV: "production" }) },
    build: {
      write: false,
      minify: false,
      chunkSizeWarningLimit: 1e9,
      rolldownOptions: { input: ENTRY, output: { entryFileNames: "entry.js" } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files: StudioPage = new Map(
    outputs
      .flatMap(({ output }) => output)
      .map((file) => [`/${file.fileName}`, file.type === "chunk" ? file.code : file.source]),
  );
  const styles = [...files.keys()].filter((name) => name.endsWith(".css"));
  files.set(
    "/index.html",
    `<!doctype html><html lang="en"><head>${styles.map((href) => `<link rel="stylesheet" href="${href}">`).join("")}
<style>body{margin:0}#root{padding:12px}</style></head>
<body><div id="root"></div><script type="module" src="/entry.js"></script></body></html>`,
  );
  return files;
}

/**
 * Serves the page from a local server: a page served by Playwright's routing counts as public to
 * Chromium, which then refuses it the local servers it reads (the stand-in of Plausible).
 */
export async function serveStudioPage(
  files: StudioPage,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    const body = files.get(pathname);
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { "content-type": TYPES[path.extname(pathname)] }).end(Buffer.from(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The page's requests: the typeface from the site's copy, local servers as they are, nothing else. */
export const routeStudioPage = (page: Page) =>
  page.route("**/*", (route: Route) => {
    const url = new URL(route.request().url());
    if (INTER.test(url.href))
      return route.fulfill({ body: readFileSync(INTER_FILE), contentType: "font/woff2" });
    return url.hostname === "127.0.0.1" ? route.continue() : route.abort();
  });
