import type { Mutation, SanityClient } from "@sanity/client";
import { ThemeProvider } from "@sanity/ui";
import { buildTheme } from "@sanity/ui/theme";
import { ToastProvider } from "@sanity/ui/toast";
import { evaluate, parse } from "groq-js";
import type { ReactElement } from "react";
import { from, of } from "rxjs";
import { SourceProvider, WorkspaceProvider, type ResourceCache, type SanityDocument } from "sanity";
import { PerspectiveContext, ResourceCacheContext } from "sanity/_singletons";
import { RouterProvider } from "sanity/router";
import { PaneRouterContext, type PaneRouterContextValue } from "sanity/structure";
import config from "./sanity.config";
import { offlineClient, offlineWorkspace } from "./offlineWorkspace.fixture";
import seed from "./seed/production.ndjson?raw";

// The Translations menu of a document's header, as the Studio shows it: the plugin's own component,
// from the Studio's config, in a workspace made from that config. Only the Content Lake is a
// stand-in: it answers the plugin's queries from the bundled dataset and records what it is sent.

/** The bundled dataset, as the Content Lake holds it. */
export const DATASET: SanityDocument[] = seed
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line));

/** A page with a Spanish translation, and a post without one. */
export const WITH_TRANSLATION = "page-pricing";
export const WITHOUT_TRANSLATION = "post-measuring-automation-roi";

const byId = new Map(DATASET.map((doc) => [doc._id, doc]));

/** The mutations the Studio sent (creating a translation), oldest first. */
export const sent: Mutation[] = [];

const client = offlineClient();
client.mutate = (async (mutations: Mutation[]) => {
  sent.push(...mutations);
  return { transactionId: `tx-${sent.length}`, results: [] };
}) as unknown as SanityClient["mutate"];

/** A GROQ query's result over the dataset. */
async function answer(query: string, params: Record<string, unknown>) {
  const result = await evaluate(parse(query, { params }), { dataset: DATASET, params });
  return result.get();
}

/** The Studio's document store, reduced to what the menu asks of it. */
const documentStore = {
  listenQuery: (query: string, params: Record<string, unknown>) => from(answer(query, params)),
  pair: {
    editState: (id: string, type: string) =>
      of({
        id,
        type,
        draft: byId.get(`drafts.${id}`) ?? null,
        published: byId.get(id) ?? null,
        version: null,
        liveEdit: false,
        liveEditSchemaType: false,
        ready: true,
        transactionSyncLock: null,
        release: undefined,
      }),
  },
};
// Where the Studio keeps its stores: it hands out this document store instead of one of its own.
const resourceCache: ResourceCache = {
  get: <T,>({ namespace }: { namespace: string }) =>
    (namespace === "documentStore" ? documentStore : undefined) as T | undefined,
  set: () => {},
};

const TRANSLATIONS_PLUGIN = "@sanity/document-internationalization";

/** Where the Studio was asked to go (a click on a language that has a translation opens it beside). */
export type Navigate = (to: { path: string }) => void;

/**
 * The header's Translations menu of a document of the dataset, with everything the Studio puts
 * around it, and the structure tool's router (to read where a click went).
 */
export async function translationsMenu(documentId: string, onNavigate: Navigate = () => {}) {
  const doc = byId.get(documentId);
  if (!doc) throw new Error(`${documentId} is not in the bundled dataset`);
  const workspace = await offlineWorkspace(client);
  const source = workspace.unstable_sources[0];
  const schemaType = source.schema.get(doc._type);
  if (schemaType?.jsonType !== "object") throw new Error(`No document type ${doc._type}`);
  const menus = source.document.unstable_languageFilter({ schemaType: doc._type, documentId });
  const Layout = config.plugins?.find(({ name }) => name === TRANSLATIONS_PLUGIN)?.studio?.components?.layout;
  const router = workspace.tools.find(({ name }) => name === "structure")?.router;
  if (!Layout || !router) throw new Error("The Studio's config has no translations plugin or structure tool");
  // The pane router of the document's pane: only what the plugin reads of it.
  const paneRouter = {
    routerPanesState: [[{ id: documentId, params: { type: doc._type } }]],
    groupIndex: 0,
  } as unknown as PaneRouterContextValue;

  const view: ReactElement = (
    <ThemeProvider theme={buildTheme()}>
      <ToastProvider>
        <WorkspaceProvider workspace={workspace}>
          <SourceProvider source={source}>
            <ResourceCacheContext.Provider value={resourceCache}>
              {/* Editing drafts, no release selected: the Studio's default. */}
              <PerspectiveContext.Provider
                value={{
                  selectedPerspectiveName: undefined,
                  selectedReleaseId: undefined,
                  selectedPerspective: "drafts",
                  perspectiveStack: ["drafts"],
                  excludedPerspectives: [],
                  selectedVariantName: undefined,
                  selectedVariant: undefined,
                  bundle: "drafts",
                }}
              >
                <RouterProvider router={router} state={{}} onNavigate={onNavigate}>
                  <PaneRouterContext.Provider value={paneRouter}>
                    <Layout
                      renderDefault={() => (
                        <>
                          {menus.map((Menu, index) => (
                            <Menu key={index} schemaType={schemaType} />
                          ))}
                        </>
                      )}
                    />
                  </PaneRouterContext.Provider>
                </RouterProvider>
              </PerspectiveContext.Provider>
            </ResourceCacheContext.Provider>
          </SourceProvider>
        </WorkspaceProvider>
      </ToastProvider>
    </ThemeProvider>
  );
  return { view, router, doc };
}
