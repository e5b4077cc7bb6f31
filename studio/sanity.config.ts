import { defineConfig } from "sanity";
import { contentConfig } from "./contentConfig";
import { mediaLibrary } from "./mediaLibrary";

export default defineConfig({
  ...contentConfig,
  plugins: [...(contentConfig.plugins ?? []), mediaLibrary()],
});
