import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluateSync, parse } from "groq-js";
import { build } from "vite";
import type { Page } from "@playwright/test";
import type { SanityDocumentLike as Doc } from "sanity";
import { parseNdjson } from "#content/ndjson.ts";
import { publishedOnly } from "#content/seedDataset.ts";
import { SEED_FILE } from "./dataset";
import { E2E_STUDIO_URL } from "./studio-origin";

// A stand-in for the Studio's Presentation tool at the e2e build's Studio origin: its page
// (./presentation-page.ts) frames the site, and the test answers its other requests itself
// (page.route: no server, no network). The page speaks the tool's protocol with the real
// @sanity/comlink (./presentation-studio-client.ts); this side answers the page's queries from the tests' dataset (./dataset.ts) with the test's drafts on
// top, each result with a content source map, as the Studio does with the editor's session.

type PathPart = string | number;

const published = publishedOnly(parseNdjson(readFileSync(SEED_FILE, "utf8"), SEED_FILE));

let clientCode: Promise<string> | undefined;
/** The stand-in page's script, bundled once per test worker. */
const studioScript = () =>
  (clientCode ??= build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      lib: {
        entry: path.resolve("tests/e2e/support/presentation-studio-client.ts"),
        formats: ["es"],
        fileName: "studio",
      },
    },
  }).then((output) => {
    const [result] = Array.isArray(output) ? output : [output];
    const chunk = "output" in result ? result.output[0] : undefined;
    if (!chunk || chunk.type !== "chunk") throw new Error("could not bundle the stand-in Studio");
    return chunk.code;
  }));

const jsonPath = (parts: PathPart[]) =>
  "$" + parts.map((part) => (typeof part === "number" ? `[${part}]` : `['${part}']`)).join("");

/**
 * A content source map for a query result: every string under a projection that carries
 * `_id` and `_type` maps to the field of that name in that document (the site's projections
 * keep the schema's field names; aliases such as "slug" map to a field that does not exist).
 */
function contentSourceMap(result: unknown, draftIds: Set<string>) {
  const documents: { _id: string; _type: string }[] = [];
  const paths: string[] = [];
  const mappings: Record<string, unknown> = {};
  const documentIndex = (doc: Doc) => {
    const id = draftIds.has(doc._id) ? `drafts.${doc._id}` : doc._id;
    let index = documents.findIndex((entry) => entry._id === id);
    if (index < 0) index = documents.push({ _id: id, _type: doc._type }) - 1;
    return index;
  };
  const pathIndex = (sourcePath: string) => {
    let index = paths.indexOf(sourcePath);
    if (index < 0) index = paths.push(sourcePath) - 1;
    return index;
  };
  const walk = (value: unknown, at: PathPart[], source?: { document: number; path: string }) => {
    if (typeof value === "string") {
      if (source && source.path !== "$")
        mappings[jsonPath(at)] = {
          type: "value",
          source: { type: "documentValue", document: source.document, path: pathIndex(source.path) },
        };
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const key = (item as { _key?: string } | null)?._key;
        const step = key ? `[?(@._key=='${key}')]` : `[${index}]`;
        walk(item, [...at, index], source && { ...source, path: source.path + step });
      });
      return;
    }
    if (value && typeof value === "object") {
      const object = value as Record<string, unknown>;
      if (typeof object._id === "string" && typeof object._type === "string")
        source = { document: documentIndex(object as Doc), path: "$" };
      for (const [key, field] of Object.entries(object)) {
        if (key.startsWith("_")) continue;
        walk(field, [...at, key], source && { ...source, path: `${source.path}['${key}']` });
      }
    }
  };
  walk(result, []);
  return { documents, paths, mappings };
}

/** A mutation as Sanity's API takes it; the stand-in applies the patches a drag sends. */
type RawMutation = {
  patch?: {
    id: string;
    unset?: string[];
    insert?: { before?: string; after?: string; items: unknown[] };
  };
};

/** `sections[_key=="faq"]` → ["sections", "faq"]. */
function keyedPath(path: string): [string, string] {
  const match = /^(\w+)\[_key=="([^"]+)"\]$/.exec(path);
  if (!match) throw new Error(`the stand-in Studio applies keyed paths only, not ${path}`);
  return [match[1], match[2]];
}

/** What the tool shows: published, drafts, or a stack of releases over the drafts, as Sanity's. */
export type Perspective = "drafts" | "published" | string[];

export type PresentationStudio = {
  /** Sets a draft of a document (fields over the published ones); the tool sends it on resend(). */
  setDraft: (id: string, fields: Record<string, unknown>) => void;
  /** Sets a document's version in a Content Release (fields over its draft and published ones). */
  setReleaseVersion: (release: string, id: string, fields: Record<string, unknown>) => void;
  /** Answers every query the page listens to again, as the Studio does after an edit. */
  resend: () => Promise<void>;
  setPerspective: (perspective: Perspective) => Promise<void>;
  /** Sends the page to another address, as the tool's address bar does. */
  navigate: (url: string) => Promise<void>;
  /** The `visual-editing/focus` messages the page sent (a click on an overlay). */
  focusMessages: () => Promise<{ id: string; type?: string; path: string }[]>;
  /** The transactions the page sent (visual-editing/mutate: a section dragged). */
  mutations: () => Promise<{ mutations: RawMutation[] }[]>;
  /** The queries the page listens to. */
  listens: () => Promise<{ perspective: Perspective; query: string; params: Record<string, unknown> }[]>;
  site: () => import("@playwright/test").FrameLocator;
};

/**
 * Opens the stand-in Presentation tool on `page`, showing the site at `siteUrl`, with these
 * drafts (document id → fields over the published ones).
 */
export async function openPresentationStudio(
  page: Page,
  siteUrl: string,
  initialDrafts: Record<string, Record<string, unknown>> = {},
): Promise<PresentationStudio> {
  const drafts = new Map(Object.entries(initialDrafts));
  const releases = new Map<string, Map<string, Record<string, unknown>>>();
  const layer = (name: string) => (name === "drafts" ? drafts : releases.get(name));
  // A stack names its layers highest first: a release's version over the drafts, over published.
  const documents = (perspective: Perspective) => {
    const stack = perspective === "published" ? [] : perspective === "drafts" ? ["drafts"] : perspective;
    return published.map((doc) =>
      stack.reduceRight((shown, name) => ({ ...shown, ...layer(name)?.get(doc._id) }), doc),
    );
  };

  /** Applies what the overlays send when a section is dragged: a keyed item removed, then inserted. */
  function applyMutation(mutation: RawMutation) {
    const patch = mutation.patch;
    if (!patch) return; // createIfNotExists of the draft: drafts here start as the published document
    const id = patch.id.replace(/^drafts\./, "");
    const doc = { ...documents("drafts").find((candidate) => candidate._id === id)! };
    for (const path of patch.unset ?? []) {
      const [field, key] = keyedPath(path);
      doc[field] = (doc[field] as { _key: string }[]).filter((item) => item._key !== key);
    }
    if (patch.insert) {
      const { items, ...where } = patch.insert;
      const [position, path] = Object.entries(where)[0] as ["before" | "after", string];
      const [field, key] = keyedPath(path);
      const list = [...(doc[field] as { _key: string }[])];
      const index = list.findIndex((item) => item._key === key) + (position === "after" ? 1 : 0);
      list.splice(index, 0, ...(items as { _key: string }[]));
      doc[field] = list;
    }
    const { _id: _, _type: __, ...fields } = doc;
    drafts.set(id, fields);
  }

  // Bundled before the site loads: the site looks for the tool for 4 s only, and a bundle made
  // while it waits (the first in a worker, on a busy machine) can take longer.
  const script = await studioScript();
  await page.route(`${E2E_STUDIO_URL}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/studio.js") return route.fulfill({ contentType: "text/javascript", body: script });
    if (url.pathname === "/query") {
      const { perspective, query, params } = route.request().postDataJSON();
      const dataset = documents(perspective);
      // As the Content Lake answers, at once: synchronously, with an index by id for `->` (as
      // sanity-stand-in.ts). The asynchronous scan awaits every document of every scan, and on a
      // busy machine the home page's drafts came later than a test waits for them.
      const byId = new Map(dataset.map((doc) => [doc._id, doc]));
      const dereference = ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null;
      const { data: result } = evaluateSync(parse(query, { params }), { dataset, params, dereference });
      const draftIds = new Set(perspective === "published" ? [] : drafts.keys());
      return route.fulfill({ json: { result, resultSourceMap: contentSourceMap(result, draftIds) } });
    }
    // A document as the Studio holds it (the draft over the published one), by id or draft id.
    if (url.pathname === "/document") {
      const id = url.searchParams.get("id") ?? "";
      const doc = documents("drafts").find((candidate) => candidate._id === id.replace(/^drafts\./, ""));
      return route.fulfill({ json: doc ? { ...doc, _id: id } : null });
    }
    // An edit the page sent (visual-editing/mutate): applied to the document's draft.
    if (url.pathname === "/mutate") {
      for (const mutation of route.request().postDataJSON().mutations as RawMutation[])
        applyMutation(mutation);
      return route.fulfill({ json: {} });
    }
    if (url.pathname === "/snapshots")
      return route.fulfill({
        json: documents("drafts").map((doc) => ({
          _id: doc._id,
          title: String(doc.title ?? doc.name ?? doc.siteName ?? doc._id),
        })),
      });
    return route.continue();
  });
  await page.setViewportSize({ width: 1300, height: 1520 });
  await page.goto(`${E2E_STUDIO_URL}/?site=${encodeURIComponent(siteUrl)}`);

  return {
    setDraft: (id, fields) => void drafts.set(id, fields),
    setReleaseVersion: (release, id, fields) => {
      if (!releases.has(release)) releases.set(release, new Map());
      releases.get(release)!.set(id, fields);
    },
    resend: () => page.evaluate(() => window.studio.resend()),
    setPerspective: (perspective) => page.evaluate((next) => window.studio.setPerspective(next), perspective),
    navigate: (url) => page.evaluate((next) => window.studio.navigate(next), url),
    focusMessages: () => page.evaluate(() => window.studio.focus) as never,
    mutations: () => page.evaluate(() => window.studio.mutations) as never,
    listens: () => page.evaluate(() => window.studio.listens) as never,
    site: () => page.frameLocator("iframe"),
  };
}
