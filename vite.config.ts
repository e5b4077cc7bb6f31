import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, loadEnv } from "vite";
import { seedImages } from "./scripts/vite-seed-images";

export default defineConfig(({ mode }) => {
  // Build-time loaders read configuration from process.env, .env files included.
  process.env = { ...loadEnv(mode, process.cwd(), ["VITE_", "CONTENT_"]), ...process.env };
  return {
    publicDir: "web/public",
    plugins: [reactRouter(), seedImages()],
    resolve: { alias: { "~": path.resolve("web") } },
  };
});
