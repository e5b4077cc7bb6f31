/** What a deployment build must be told: without these it would be a local build. */
export const REQUIRED_FOR_DEPLOYMENT = [
  "VITE_FIREBASE_API_KEY",
  "VITE_FIREBASE_AUTH_DOMAIN",
  "VITE_FIREBASE_PROJECT_ID",
  "VITE_FIREBASE_APP_ID",
  "VITE_API_URL",
  "VITE_SITE_URL",
] as const;

type Env = Record<string, string | undefined>;

/** The required variables that are missing or blank, in the order above. */
export const missingForDeployment = (env: Env) =>
  REQUIRED_FOR_DEPLOYMENT.filter((name) => !env[name]?.trim());

/** Problems that stop a deployment build (one message naming every missing variable), and warnings. */
export function checkDeploymentEnv(env: Env): { error: string | null; warnings: string[] } {
  const missing = missingForDeployment(env);
  const error = missing.length
    ? `The deployment build needs ${missing.join(", ")}. Set ${missing.length === 1 ? "it" : "them"} in the environment or in .env (see .env.example); \`npm start\` builds for local use without them.`
    : null;
  const warnings = env.VITE_SANITY_PROJECT_ID?.trim()
    ? []
    : [
        "No Sanity project (VITE_SANITY_PROJECT_ID): building from the bundled dataset, and pages will not read live content.",
      ];
  return { error, warnings };
}
