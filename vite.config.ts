import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { seedImages } from "#web/files/viteSeedImages.server.ts";
import { FRAMEWORK_CHUNK } from "#web/files/chunkNames.server.ts";
import { withEnvFiles } from "#web/shared/config/envFiles.server.ts";
import { appConfigDefines, readConfig } from "#web/shared/config/environment.server.ts";

// React, React DOM and React Router in one chunk, with Vite's dynamic-import helper: every page
// needs all of them at once, and one file costs a phone one request instead of five.
// React's compiler runtime stays out: only the lazily loaded visual-editing code uses it.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/](?!compiler-runtime|cjs[\\/]react-compiler-runtime)|^\0vite\/preload-helper/;
// The chunks of a page's first load: the entry, the route modules (each a folder's route.tsx)
// and the modules they share. What they import lazily loads without its
// dependencies listed.
const FIRST_LOAD_CHUNKS = new Set(["entry.client", "root", "shared", "route"]);
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, "");

// The small shared modules that the entry and the route modules import, and the layout routes'
// header and footer (web/shell/layoutRoute.tsx, web/shell/layouts.ts) and the content routes' parts (web/shell/contentRoute.tsx),
// likewise in one chunk; and the languages, which the root's error page reads.
const ROUTE_SHARED =
  /[\\/]web[\\/](shared[\\/](ui[\\/](lazyPart|afterFirstPaint|pageHydration|ClientOnly)|sanity[\\/](live|useRootData|presentationWindow)|auth[\\/]AuthProvider|navigation[\\/](navigationInstrumentation|clientLoader|queryOnly|prefetchParam))|shell[\\/](layoutRoute|layouts|contentRoute))\.tsx?$|[\\/]content[\\/]languages\.ts$/;

export default defineConfig(({ mode, isSsrBuild }) => {
  // The site's variables from .env files too, for the build-time code that reads process.env.
  process.env = withEnvFiles(mode);
  // Every build stops here, naming each malformed variable; the browser gets APP_CONFIG.
  const config = readConfig(process.env);
  return {
    define: appConfigDefines(config.app),
    publicDir: "web/public",
    plugins: [reactRouter(), seedImages()],
    build: isSsrBuild
      ? {}
      : {
          // A lazily loaded chunk's static dependencies are fetched with it, not when it arrives
          // (one round trip instead of one per level), except for what the first load imports
          // lazily (the page's parts): the list of their dependencies would add 0.6 KB to every
          // first load, and they load after the first paint anyway.
          modulePreload: {
            polyfill: false,
            resolveDependencies: (_file, dependencies, { hostId }) =>
              FIRST_LOAD_CHUNKS.has(chunkName(hostId)) ? [] : dependencies,
          },
          rolldownOptions: {
            output: {
              // V8's explicit compile hint: every function of the framework chunk is compiled
              // while the file streams in, off the main thread, instead of lazily, one by one,
              // inside the hydration tasks (Chrome 136+; other browsers ignore the comment).
              postBanner: (chunk) => (chunk.name === FRAMEWORK_CHUNK ? "//# allFunctionsCalledOnLoad" : ""),
              codeSplitting: {
                groups: [
                  { name: FRAMEWORK_CHUNK, test: FRAMEWORK },
                  { name: "shared", test: ROUTE_SHARED },
                ],
              },
            },
          },
        },
  };
});
