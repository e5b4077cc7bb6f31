import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The Sanity webhook that rebuilds the site when content is published: it asks GitHub for a
// `repository_dispatch`, which starts .github/workflows/deploy.yml. `npm run webhook:create`
// creates it (or updates the one of the same name) in the Sanity project.

/** The hook's name in the project; `npm run webhook:create` finds an existing one by it. */
export const WEBHOOK_NAME = "Rebuild and deploy the site (GitHub repository_dispatch)";

/** The `repository_dispatch` event type deploy.yml listens for. */
export const DISPATCH_EVENT = "sanity-content-published";

/** Sanity's API for webhooks (create, list, update). */
export const HOOKS_API_VERSION = "v2021-10-04";

/** The GROQ API version of the filter and projection: delta GROQ (delta::operation()) needs 2021-03-25 or later. */
const GROQ_API_VERSION = "v2021-03-25";

/**
 * Types the filter leaves out, with the reason. The filter lists the types that rebuild the site
 * (an allow list), so these and any other type Sanity adds never trigger; the list names the
 * ones a project is known to hold, for the test that checks every type of the dataset is decided.
 */
export const EXCLUDED_TYPES: Readonly<Record<string, string>> = {
  "sanity.imageAsset":
    "an uploaded image: it reaches the site only when a document that uses it is published, which triggers",
  "sanity.fileAsset": "an uploaded file: as an image, it shows only through a published document",
  "sanity.previewUrlSecret": "the Presentation tool's session secret: written each time an editor opens it",
  "system.release":
    "a Content Release's own record: publishing the release publishes its documents, which trigger",
  "system.group": "the project's access-control groups",
  "system.retention": "the dataset's history retention setting",
  "media.tag": "a media library tag (studio/mediaLibrary.tsx): it sorts assets in the Studio, never shown",
  "media.folder": "a media library folder: as a tag, it sorts assets in the Studio only",
};

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Every document and singleton type of the Studio's schema: the site renders all of them
 * (pages, agents, posts, settings, redirects…). Read from `schemas/schema.json`, which typegen
 * extracts from the schema (`npm test` fails if it is stale), without Sanity's own asset types.
 */
export function siteDocumentTypes(schemaFile = path.join(ROOT, "schemas", "schema.json")): string[] {
  const schema = JSON.parse(readFileSync(schemaFile, "utf8")) as { type: string; name: string }[];
  return schema
    .filter((type) => type.type === "document" && !(type.name in EXCLUDED_TYPES))
    .map((type) => type.name)
    .sort();
}

/**
 * Published documents of the site's types. Sanity skips drafts and release versions unless the
 * hook sets includeDrafts / includeAllVersions (it sets neither); the `_id` conditions say the same
 * in the filter itself, so it stays right if those settings change and can be tested with groq-js.
 */
export const webhookFilter = (types: readonly string[] = siteDocumentTypes()) =>
  `_type in [${types.map((type) => JSON.stringify(type)).join(", ")}] && !(_id in path("drafts.**")) && !(_id in path("versions.**"))`;

/**
 * The request body. Sanity sends the projection as the body, so the projection is GitHub's
 * `repository_dispatch` body itself: `event_type` at the top, the rest under `client_payload`
 * (at most 10 keys), which the workflow logs. On delete the fields are those of the deleted document.
 */
export const WEBHOOK_PROJECTION = `{
  "event_type": "${DISPATCH_EVENT}",
  "client_payload": {
    "_id": _id,
    "_type": _type,
    "slug": slug.current,
    "operation": delta::operation()
  }
}`;

/** GitHub's endpoint that starts a `repository_dispatch` run in `owner/name`. */
const dispatchUrl = (repository: string) => `https://api.github.com/repos/${repository}/dispatches`;

interface WebhookSettings {
  dataset: string;
  /** owner/name of the GitHub repository whose workflow deploys */
  repository: string;
  /** a GitHub token that may create dispatch events (Contents: read and write); sent as a header */
  dispatchToken: string;
}

/** The hook as Sanity's webhooks API takes it (POST to create, PATCH to update). */
export function webhookDefinition({ dataset, repository, dispatchToken }: WebhookSettings) {
  return {
    type: "document",
    name: WEBHOOK_NAME,
    description:
      "Publishing, unpublishing or deleting a document the site shows starts the deploy workflow " +
      `(.github/workflows/deploy.yml) through GitHub's repository_dispatch. Defined in scripts/tools/sanity-webhook.ts.`,
    dataset,
    url: dispatchUrl(repository),
    httpMethod: "POST",
    apiVersion: GROQ_API_VERSION,
    includeDrafts: false,
    includeAllVersions: false,
    isDisabledByUser: false,
    headers: {
      Accept: "application/vnd.github+json",
      Authorization: `Bearer ${dispatchToken}`,
      "X-GitHub-Api-Version": "2022-11-28",
    },
    rule: { on: ["create", "update", "delete"], filter: webhookFilter(), projection: WEBHOOK_PROJECTION },
  };
}
