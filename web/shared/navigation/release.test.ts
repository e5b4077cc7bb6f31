// @vitest-environment jsdom
import { afterEach, expect, it } from "vitest";
import { paths } from "#content/paths.ts";
import { mayOpen } from "./release";

afterEach(() => {
  document.documentElement.lang = "";
});

// A page in another language has its language's menus and settings (the root's data, loaded
// once per document): a link there loads it as a document, one within the language opens in the app.
it.each([
  ["en", paths.pricing, true],
  ["en", `/es${paths.pricing}`, false],
  ["es", `/es${paths.contact}`, true],
  ["es", "/es", true],
  ["es", paths.insights, false],
])("on a page in %s, a link to %s may open in the app: %s", async (language, path, opens) => {
  document.documentElement.lang = language;
  await expect(mayOpen(path)).resolves.toBe(opens);
});
