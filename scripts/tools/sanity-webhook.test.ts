import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import type { SanityDocumentLike } from "sanity";
import { describe, expect, it } from "vitest";
import { schemaTypes } from "#schemas/index.ts";
import {
  DISPATCH_EVENT,
  EXCLUDED_TYPES,
  siteDocumentTypes,
  WEBHOOK_PROJECTION,
  webhookFilter,
} from "./sanity-webhook";
import { parseNdjson } from "#content/ndjson.ts";

// The webhook's filter and projection run as Sanity runs them (delta GROQ; Sanity validates them
// with groq-js) on every document of the bundled dataset, published and as a draft.

const SEED = path.resolve(import.meta.dirname, "../../studio/seed/production.ndjson");
const dataset = parseNdjson(readFileSync(SEED, "utf8"));

const filter = parse(webhookFilter(), { mode: "delta" });
const matches = async (doc: SanityDocumentLike) =>
  (await evaluate(filter, { root: doc, before: null, after: doc })).get();

describe("the webhook's filter", () => {
  it("covers every document and singleton type of the Studio's schema, and the translations' links", () => {
    const studioDocuments = schemaTypes.filter((type) => type.type === "document").map((type) => type.name);
    // Linking a translation (the translation plugin's metadata document) changes pages' hreflang and the sitemap.
    expect(siteDocumentTypes()).toEqual([...studioDocuments, "translation.metadata"].sort());
  });

  it("decides every type of the dataset: rebuilds the site, or excluded with a reason", () => {
    const undecided = [...new Set(dataset.map((doc) => doc._type))].filter(
      (type) => !siteDocumentTypes().includes(type) && !(type in EXCLUDED_TYPES),
    );
    expect(undecided).toEqual([]);
  });

  it("matches every published document of the dataset but the excluded types' (the media library's tags)", async () => {
    expect(dataset.length).toBeGreaterThan(0);
    const missed = [];
    for (const doc of dataset)
      if (!doc._id.startsWith("drafts.") && !(await matches(doc))) missed.push(doc._type);
    expect(missed.length).toBeGreaterThan(0);
    expect(missed.filter((type) => !(type in EXCLUDED_TYPES))).toEqual([]);
  });

  it("matches no draft and no Content Release version of them", async () => {
    const matched = [];
    for (const doc of dataset) {
      const id = doc._id.replace(/^drafts\./, "");
      for (const copy of [`drafts.${id}`, `versions.rSpringLaunch.${id}`])
        if (await matches({ ...doc, _id: copy })) matched.push(copy);
    }
    expect(matched).toEqual([]);
  });

  it("matches none of the excluded types, nor a type the schema does not have", async () => {
    const types = [...Object.keys(EXCLUDED_TYPES), "someOtherType"];
    const matched = [];
    for (const type of types) if (await matches({ _id: `x-${type}`, _type: type })) matched.push(type);
    expect(matched).toEqual([]);
  });
});

describe("the webhook's projection", () => {
  const projection = parse(WEBHOOK_PROJECTION, { mode: "delta" });
  const agent = dataset.find((doc) => doc._type === "agent")!;

  it("is GitHub's repository_dispatch body: event_type, and a small client_payload with the operation", async () => {
    const body = async (before: SanityDocumentLike | null, after: SanityDocumentLike | null) =>
      (await evaluate(projection, { root: after ?? before, before, after })).get();
    const payload = (operation: string) => ({
      event_type: "sanity-content-published",
      client_payload: {
        _id: agent._id,
        _type: "agent",
        slug: (agent.slug as { current: string }).current,
        operation,
      },
    });
    expect(await body(null, agent)).toEqual(payload("create"));
    expect(await body(agent, agent)).toEqual(payload("update"));
    expect(await body(agent, null)).toEqual(payload("delete"));
    // GitHub accepts at most 10 top-level client_payload properties.
    expect(Object.keys((await body(null, agent)).client_payload).length).toBeLessThanOrEqual(10);
  });
});

it("sends the event type the Deploy workflow listens for", () => {
  const workflow = readFileSync(
    path.resolve(import.meta.dirname, "../../.github/workflows/deploy.yml"),
    "utf8",
  );
  expect(workflow).toContain(`repository_dispatch:\n    types: [${DISPATCH_EVENT}]`);
});
