// Runs in the stand-in Studio page (./presentation-studio.ts bundles it): the Studio's side of
// the Presentation tool's protocol, with the real @sanity/comlink, as sanity/presentation
// speaks it. The page's queries go to the test (POST /query), which answers them from the
// tests' dataset with the drafts on top, and a content source map.
import { createConnectionMachine, createController } from "@sanity/comlink";
import { createCompatibilityActors } from "@sanity/presentation-comlink";

type Perspective = "drafts" | "published" | string[];

type Listen = {
  projectId: string;
  dataset: string;
  perspective: Perspective;
  query: string;
  params: Record<string, unknown>;
};

declare global {
  interface Window {
    studio: {
      focus: unknown[];
      mutations: unknown[];
      listens: Listen[];
      setPerspective: (perspective: Perspective) => void;
      resend: () => Promise<void>;
      navigate: (url: string) => void;
    };
  }
}

const iframe = document.querySelector("iframe")!;
const siteOrigin = new URL(iframe.src).origin;
const listens = new Map<string, Listen>();
const focus: unknown[] = [];
const mutations: unknown[] = [];
let perspective: Perspective = "drafts";
let project = { projectId: "", dataset: "" };

const controller = createController({ targetOrigin: siteOrigin });
controller.addTarget(iframe.contentWindow!);
const channel = (connectTo: string) =>
  controller.createChannel(
    { name: "presentation", connectTo, heartbeat: true },
    createConnectionMachine().provide({ actors: createCompatibilityActors() }),
  );

// The page's loaders: each query the page listens to is answered, and answered again on resend.
const loaders = channel("loaders");
async function answer(listen: Listen) {
  const response = await fetch("/query", {
    method: "POST",
    body: JSON.stringify({ perspective: listen.perspective, query: listen.query, params: listen.params }),
  });
  const { result, resultSourceMap } = await response.json();
  // perspective, query and params exactly as the page sent them: they are its cache key.
  loaders.post("loader/query-change" as never, { ...listen, result, resultSourceMap } as never);
}
loaders.on(
  "loader/query-listen" as never,
  ((data: Listen) => {
    project = { projectId: data.projectId, dataset: data.dataset };
    const listen = {
      projectId: data.projectId,
      dataset: data.dataset,
      perspective: data.perspective,
      query: data.query,
      params: data.params,
    };
    listens.set(JSON.stringify([listen.perspective, listen.query, listen.params]), listen);
    void answer(listen);
  }) as never,
);
loaders.start();

// The overlays' requests.
const visualEditing = channel("visual-editing");
visualEditing.on("visual-editing/focus" as never, ((data: unknown) => void focus.push(data)) as never);
visualEditing.on("visual-editing/fetch-perspective" as never, (() => ({ perspective })) as never);
// Optimistic editing, as the Studio offers it: the page's overlays can then drag an array item
// (a section) to another place. The page asks for a document's snapshot, then sends its edit as
// a transaction, which the test applies to the document's draft; the page's queries are then
// answered again, as the Studio does after any edit.
visualEditing.on("visual-editing/features" as never, (() => ({ features: { optimistic: true } })) as never);
visualEditing.on(
  "visual-editing/snapshot-welcome" as never,
  (() => ({ event: { type: "welcome" } })) as never,
);
visualEditing.on(
  "visual-editing/fetch-snapshot" as never,
  (async ({ documentId }: { documentId: string }) => ({
    snapshot: await (await fetch(`/document?${new URLSearchParams({ id: documentId })}`)).json(),
  })) as never,
);
visualEditing.on(
  "visual-editing/mutate" as never,
  (async (transaction: unknown) => {
    mutations.push(transaction);
    await fetch("/mutate", { method: "POST", body: JSON.stringify(transaction) });
    await window.studio.resend();
  }) as never,
);
visualEditing.on("visual-editing/schema" as never, (() => ({ schema: [] })) as never);
visualEditing.on("visual-editing/schema-union-types" as never, (() => ({ types: [] })) as never);
visualEditing.on("visual-editing/shared-state" as never, (() => ({ state: {} })) as never);
visualEditing.on(
  "visual-editing/preview-snapshots" as never,
  (async () => ({ snapshots: await (await fetch("/snapshots")).json() })) as never,
);
// The page's router reports where it is when it starts following the tool, and whenever it moves.
// A navigation that arrives before it follows (the overlays connect first, and start over when
// the routes reload) is lost: the tool's address bar sends it again until the page reports it.
let pendingNavigation: string | undefined;
function sendNavigation() {
  if (pendingNavigation)
    visualEditing.post("presentation/navigate" as never, { url: pendingNavigation, type: "push" } as never);
}
visualEditing.on(
  "visual-editing/navigate" as never,
  (({ url }: { url: string }) => {
    if (url === pendingNavigation) pendingNavigation = undefined;
    else sendNavigation();
  }) as never,
);
visualEditing.start();

window.studio = {
  focus,
  mutations,
  get listens() {
    return [...listens.values()];
  },
  setPerspective(next) {
    perspective = next;
    loaders.post("loader/perspective" as never, { ...project, perspective: next } as never);
    visualEditing.post("presentation/perspective" as never, { perspective: next } as never);
  },
  // The tool's address bar: the page's router goes there.
  navigate(url) {
    pendingNavigation = url;
    sendNavigation();
  },
  async resend() {
    const shown = JSON.stringify(perspective);
    await Promise.all(
      [...listens.values()].filter((l) => JSON.stringify(l.perspective) === shown).map(answer),
    );
  },
};
