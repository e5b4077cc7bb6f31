import { defineCliConfig } from "sanity/cli";

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || "local0000",
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  typegen: {
    path: ["../content/**/*.{ts,tsx}", "../blocks/**/*.{ts,tsx}", "../web/**/*.{ts,tsx}"],
    schema: "../schemas/schema.json",
    generates: "../content/sanity.types.ts",
    overloadClientMethods: true,
  },
});
