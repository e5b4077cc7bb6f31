import { createClient } from "@sanity/client";
import type { FilterDefault } from "@sanity/client/stega";
import { createQueryStore } from "@sanity/core-loader";
import type { ContentFetcher, ContentLoad, ContentSource } from "#content/config.ts";
import { SANITY_API_VERSION } from "#content/sanityApi.ts";
import { inLanguageOf } from "#web/shared/sanity/inLanguage.ts";
import * as queries from "#content/queries.ts";

// Inside the Presentation tool, each query goes to the tool over the 'loaders' channel
// (postMessage, no token in the page), which runs it with the editor's session in the perspective
// it shows and answers with stega-marked text for the overlays.

/** Past it the page keeps its prerendered content; the routes load again when the tool connects. */
const STUDIO_CONNECT_TIMEOUT_MS = 4000;
/** How long a load waits for the tool's answer: the tool asks the Content Lake with the editor's
 * session, and the published content shown instead would mislead the editor. */
const STUDIO_ANSWER_TIMEOUT_MS = 10_000;

// The tool answers only queries for its own project and dataset. With none configured the
// site reads the bundled dataset, which the local Studio edits as this placeholder project
// (studio/contentConfig.ts).
const projectId = APP_CONFIG.sanityProjectId || "local0000";
const dataset = APP_CONFIG.sanityDataset;

/** Fields whose text is data (choices, periods, addresses), never marked for editing. */
const DATA_FIELDS = new Set(["network", "kind", "period", "planCtaHref"]);

// Components clean what they use as data (`stegaClean`); this keeps the markers off such values
// in the first place. Most (slugs, icons, hrefs, URLs, dates, `seo`) `filterDefault` skips.
const stegaFilter: FilterDefault = (props) => {
  const [field, parent] = [props.sourcePath.at(-1), props.sourcePath.at(-2)];
  if (typeof field === "string" && DATA_FIELDS.has(field)) return false;
  // A demo form field's `name` is its control's name; an option's `value` is what a form sends.
  if (field === "name" && props.sourcePath.includes("fields")) return false;
  if (field === "value" && props.sourcePath.some((part) => /options$/i.test(String(part)))) return false;
  if (typeof parent === "string" && /options$/i.test(parent)) return false;
  return props.filterDefault(props);
};

const client = createClient({
  projectId,
  dataset,
  apiVersion: SANITY_API_VERSION,
  useCdn: false,
  perspective: "drafts",
  stega: {
    enabled: true,
    studioUrl: APP_CONFIG.sanityStudioUrl || "/",
    filter: stegaFilter,
  },
});

const store = createQueryStore({ client: false, ssr: true });

type Snapshot = { data?: unknown; loading?: boolean; error?: unknown };
type LiveQuery = { current: () => Snapshot; settled: Promise<void> };

let connected: Promise<void> | undefined;
let isConnected = false;
const connect = () =>
  (connected ??= new Promise<void>((resolve) => {
    store.enableLiveMode({
      client,
      onConnect: () => {
        isConnected = true;
        resolve();
      },
    });
  }));

const liveQueries = new Map<string, LiveQuery>();
let changeTimer: ReturnType<typeof setTimeout> | undefined;

let revalidate: (() => void) | undefined;

let reloadWanted = false;

/** How the routes load again: the overlays' component gives React Router's revalidation. */
export function onContentChanged(reload: () => void) {
  revalidate = reload;
  if (reloadWanted) reloadRoutes();
}

function reloadRoutes() {
  reloadWanted = !revalidate;
  revalidate?.();
}

function changed() {
  clearTimeout(changeTimer);
  changeTimer = setTimeout(reloadRoutes, 50);
}

/** The query's live subscription: created on first use, kept while the page is open. */
function liveQuery(query: string, params: Record<string, unknown>): LiveQuery {
  const key = JSON.stringify([query, params]);
  const existing = liveQueries.get(key);
  if (existing) return existing;
  const $fetch = store.createFetcherStore(query, params, undefined);
  let settle: () => void = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  let answered = false;
  let last: string | undefined;
  $fetch.subscribe((snapshot: Snapshot) => {
    if (snapshot.loading || snapshot.data === undefined) return;
    // The tool answers again whenever the page listens again: only new content reloads the
    // routes (each reload also restarts the overlays).
    const data = JSON.stringify(snapshot.data);
    if (!answered) {
      answered = true;
      last = data;
      settle();
    } else if (data !== last) {
      last = data;
      changed();
    }
  });
  const entry = { current: () => $fetch.get() as Snapshot, settled };
  liveQueries.set(key, entry);
  return entry;
}

const timeout = (ms: number) =>
  new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("The Presentation tool did not answer")), ms),
  );

const fetchFromStudio: ContentFetcher = async (query, params = {}) => {
  const entry = liveQuery(query, params);
  await entry.settled;
  return entry.current().data as never;
};

let inTime: Promise<boolean> | undefined;
/**
 * A page opened by another window, or framed by itself, finds no tool: it keeps its prerendered
 * content, and no later navigation waits for the tool again.
 */
const connectedInTime = () =>
  (inTime ??= Promise.race([
    connect().then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STUDIO_CONNECT_TIMEOUT_MS)),
  ]).then((answered) => {
    if (!answered) void connect().then(reloadRoutes);
    return answered;
  }));

/** Undefined when there is no tool. */
export const loadInPresentation: ContentSource = async <T>(load: ContentLoad<T>, url: URL) => {
  if (!isConnected) {
    const waited = inTime !== undefined;
    if (!(await connectedInTime())) {
      if (waited) return undefined;
      throw new Error("The Presentation tool did not answer");
    }
  }
  return Promise.race([inLanguageOf(load, url)(fetchFromStudio, queries), timeout(STUDIO_ANSWER_TIMEOUT_MS)]);
};
