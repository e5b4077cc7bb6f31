import { copyFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { writeHostingConfig } from "./scripts/lib/hosting-config";
import { removeModulePreloads } from "./scripts/lib/prerendered-html";
import { listAgentSlugs } from "./web/shared/content/fetch.server";

// Prerendered, not linked to: the host serves it as 404.html for any unknown path.
const NOT_FOUND_PATH = "/404";

export default {
  appDirectory: "web",
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: false,
  async prerender() {
    const slugs = await listAgentSlugs();
    return [
      "/",
      "/agents",
      ...slugs.map((slug) => `/agents/${slug}`),
      "/about-us",
      "/pricing",
      "/contact",
      "/terms-conditions",
      "/privacy-policy",
      "/signin",
      "/signup",
      "/forgot-password",
      "/dashboard",
      NOT_FOUND_PATH,
    ];
  },
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    removeModulePreloads(client);
    await copyFile(path.join(client, NOT_FOUND_PATH, "index.html"), path.join(client, "404.html"));
    // Last: its Content-Security-Policy hashes the inline scripts of the finished pages.
    writeHostingConfig(reactRouterConfig.buildDirectory, process.env);
  },
} satisfies Config;
