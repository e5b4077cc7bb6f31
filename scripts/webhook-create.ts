import { createClient } from "@sanity/client";
import { checkEnvironment } from "#web/shared/config/environment.server.ts";
import { HOOKS_API_VERSION, WEBHOOK_NAME, webhookDefinition } from "./tools/sanity-webhook";

// `npm run webhook:create`: creates the Sanity webhook that starts the deploy workflow on publish
// (scripts/tools/sanity-webhook.ts), or updates the project's hook of the same name. Run it again
// after adding a document type to the schema: the hook's filter lists the types.

const USAGE = [
  ["SANITY_STUDIO_PROJECT_ID", "required", "the Sanity project id (sanity.io/manage)"],
  ["SANITY_STUDIO_DATASET", "optional", "the dataset whose publishes deploy, default production"],
  [
    "SANITY_AUTH_TOKEN",
    "required",
    "a Sanity API token with the Administrator role (webhooks are project settings)",
  ],
  ["GITHUB_REPOSITORY", "required", "the GitHub repository that deploys, owner/name"],
  [
    "GITHUB_DISPATCH_TOKEN",
    "required",
    "a GitHub token with Contents: read and write on it (sent by Sanity)",
  ],
] as const;

const env = process.env;
const value = (name: string) => env[name]?.trim() || undefined;
const missing = USAGE.filter(([name, need]) => need === "required" && !value(name)).map(([name]) => name);
const problems: string[] = [];
const repository = value("GITHUB_REPOSITORY");
if (repository && !/^[\w.-]+\/[\w.-]+$/.test(repository))
  problems.push(`GITHUB_REPOSITORY: "${repository}" is not owner/name`);
const { config, problems: studioProblems } = checkEnvironment({
  SANITY_STUDIO_PROJECT_ID: value("SANITY_STUDIO_PROJECT_ID"),
  SANITY_STUDIO_DATASET: value("SANITY_STUDIO_DATASET"),
});
problems.push(...studioProblems.map(({ variable, message }) => `${variable}: ${message}`));

if (missing.length || problems.length || !config) {
  console.error(
    [
      "webhook:create cannot run.",
      ...(missing.length ? [`Not set: ${missing.join(", ")}.`] : []),
      ...problems.map((problem) => `${problem}.`),
      ...USAGE.map(([name, need, what]) => `  ${name.padEnd(26)}${need.padEnd(10)}${what}`),
      "e.g. SANITY_STUDIO_PROJECT_ID=abc123 SANITY_AUTH_TOKEN=sk… GITHUB_REPOSITORY=acme/site GITHUB_DISPATCH_TOKEN=github_pat_… npm run webhook:create",
    ].join("\n"),
  );
  process.exit(2);
}

// SANITY_WEBHOOK_API_HOST: only for tests, a local server standing in for api.sanity.io.
const { projectId, dataset } = config.studio;
const client = createClient({
  apiHost: value("SANITY_WEBHOOK_API_HOST") ?? "https://api.sanity.io",
  useProjectHostname: false,
  apiVersion: HOOKS_API_VERSION.slice(1),
  token: value("SANITY_AUTH_TOKEN"),
  useCdn: false,
});
const hooksPath = `/hooks/projects/${projectId}`;
const call = (method: string, url: string, body?: unknown) => client.request({ method, url, body });

type Hook = { id: string; name: string; dataset?: string };

try {
  const definition = webhookDefinition({
    dataset,
    repository: repository!,
    dispatchToken: value("GITHUB_DISPATCH_TOKEN")!,
  });
  const hooks = await call("GET", hooksPath);
  // A list is the only answer that says which hooks exist: anything else could lead to a duplicate.
  if (!Array.isArray(hooks))
    throw new Error(`GET ${hooksPath} did not answer a list of hooks: ${JSON.stringify(hooks)}`);
  const same = (hooks as Hook[]).filter((hook) => hook.name === WEBHOOK_NAME);
  if (same.length > 1)
    console.warn(`Warning: ${same.length} hooks are named "${WEBHOOK_NAME}"; updating the first.`);
  const saved = (
    same[0]
      ? await call("PATCH", `${hooksPath}/${same[0].id}`, definition)
      : await call("POST", hooksPath, definition)
  ) as Hook;
  console.log(
    `${same[0] ? "Updated" : "Created"} the webhook "${WEBHOOK_NAME}" (id ${saved?.id ?? same[0]?.id}) in ` +
      `${projectId}/${dataset}: publishing content now sends a repository_dispatch to ${repository}.`,
  );
} catch (error) {
  const status = (error as { statusCode?: number }).statusCode;
  const hint =
    status === 401 || status === 403 ? " (does SANITY_AUTH_TOKEN have the Administrator role?)" : "";
  const answered = status ? `Sanity's webhooks API answered ${status}${hint}: ` : "";
  console.error(`${answered}${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
