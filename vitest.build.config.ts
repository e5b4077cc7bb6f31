import { defineConfig } from "vitest/config";

// The built site's files, tested without a browser (tests/build): every page's head, links,
// structured data, scripts and HTML, the sitemap, llms.txt and the hosting config, read from
// the build in BUILD_DIR (else build/), made from the dataset in CONTENT_SEED_FILE (else the
// bundled one). Run after a build: npx vitest run --config vitest.build.config.ts
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/build/**/*.test.ts"],
    // The test files share their modules in each worker: each built file is read and parsed once.
    isolate: false,
  },
});
