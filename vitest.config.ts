import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "~": path.resolve("web"),
      "@content": path.resolve("content"),
      "@blocks": path.resolve("blocks"),
    },
  },
  test: {
    environment: "jsdom",
    include: [
      "web/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "content/**/*.test.ts",
      "blocks/**/*.test.{ts,tsx}",
      "studio/**/*.test.{ts,tsx}",
      "tests/unit/**/*.test.{ts,tsx}",
      "backend/**/*.test.ts",
    ],
    setupFiles: ["tests/unit/setup.ts"],
  },
});
