import type { ReactNode } from "react";
import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { AuthProvider } from "./shared/auth/AuthProvider";
import type { ContentFetcher } from "#content/config.ts";
import { fetchIn } from "#content/config.ts";
import { languageOfPath, localizedPath } from "#content/languages.ts";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { fetchContent } from "./shared/sanity/fetch.server";
import { messagesIn } from "./shared/i18n/messages/catalogue.server";
import { ERROR_PAGE } from "./shared/i18n/messages/errorPage";
import { liveContent, setPresentationSource } from "./shared/sanity/live";
import { mayBeInPresentation } from "./shared/sanity/presentationWindow";
import * as queries from "#content/queries.ts";
import type { Queries } from "#content/config.ts";
import { makeClientLoader } from "./shared/navigation/clientLoader";
import { revalidateOnPathChange } from "./shared/navigation/queryOnly";
import { fontFaces } from "./shared/styles/fonts";
import { ClientOnly } from "./shared/ui/ClientOnly";
import { lazyPart } from "./shared/ui/lazyPart";
import { whenPageHydrated } from "./shared/ui/pageHydration";
import { notFoundIn } from "./features/not-found/notFoundData";
// Inter, self-hosted: the build emits it as a hashed file.
import interFile from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

const load = (fetch: ContentFetcher, q: Queries) => fetch(q.rootQuery);

// Inside the Studio's Presentation tool (the page is framed, or opened by the tool in a window;
// only the Studio's origin may frame it), every route's content comes from the Studio and the
// overlays load. Visitors load none of it: the check is inline, the code a lazy import, and
// with no Studio configured the build drops even this.
if (mayBeInPresentation())
  setPresentationSource(() =>
    import("./features/visual-editing/presentationContent").then((m) => m.loadInPresentation),
  );

// The root data: settings, menus and agents in the page's language, which it names (`<html lang>`), and the spec's messages
// in that language (`useMessages`): data, so no page's code carries a catalogue. A link to a page
// in another language loads it as a document (release.ts): the root never loads another language's,
// and the document's serves every page it opens (`samePerDocument`), so no page's data file holds it.
// The consent banner's texts serve only a build that measures (APP_CONFIG.analyticsUrl): any
// other build leaves them out of every page's data.
export const loader = async ({ request }: Route.LoaderArgs) => {
  const language = languageOfPath(new URL(request.url).pathname);
  const rootData = await load(fetchIn(fetchContent, language), queries);
  const messages = messagesIn(language);
  if (APP_CONFIG.analyticsUrl || !rootData.settings) return { ...rootData, messages };
  return { ...rootData, settings: { ...rootData.settings, consent: null }, messages };
};

// Its data follows the path: a change of the query alone loads nothing again.
export const shouldRevalidate = revalidateOnPathChange;

export const { clientLoader, handle } = makeClientLoader<Awaited<ReturnType<typeof loader>>>({
  live: liveContent(load),
  samePerDocument: true,
});

// What the app runs once the first page has hydrated (prefetching, live content, the Studio's
// overlays): one chunk, loaded then. Should it fail to load (a deploy removed it), the page
// goes on without them: a click then loads its page as a document (navigationInstrumentation.ts).
const AppServices = lazyPart(() => import("./shell/AppServices").then((m) => m.AppServices), {
  when: whenPageHydrated,
});

// The not-found page, in its frame: loaded only where it shows (the root's error boundary).
const NotFoundBoundary = lazyPart(() =>
  import("./routes/not-found/NotFoundBoundary").then((m) => m.NotFoundBoundary),
);

// The not-found page's head, where a route's loader found nothing (the page's own routes then have no data).
export const meta = ({ error }: Route.MetaArgs) => notFoundIn(error)?.head ?? [];

// The whole stylesheet is inlined into each prerendered page: the page paints as soon as its
// HTML arrives, before any script has loaded, and no request blocks rendering. The browser
// bundle does not carry it (hydration keeps the server's <style> as it is).
// It is every stylesheet of the site, found by its folder, so a new feature's or block's CSS
// needs no list: the fonts, then in this order (a later rule wins a tie) the design tokens and
// base classes (shared/styles/global.css), the shared components' (shared/ui/*.css), each
// feature's (features/<name>/*.css), each block's (blocks/<name>/*.css), each group in the
// order of its paths. A stylesheet of a library is imported by the CSS that needs it
// (swiper/css by the gallery's). The dashboard's is left out: its components import it, so
// that it loads with the dashboard's code only.
const stylesheetFiles = import.meta.glob<string>(
  [
    "./shared/styles/global.css",
    "./shared/ui/*.css",
    "./features/*/*.css",
    "!./features/dashboard/*.css",
    "../blocks/*/*.css",
  ],
  { query: "?inline", import: "default", eager: true },
);
const STYLESHEET_ORDER = ["./shared/styles/", "./shared/ui/", "./features/", "../blocks/"];
const stylesheetRank = (file: string) => STYLESHEET_ORDER.findIndex((folder) => file.startsWith(folder));
const inOrder = (files: Record<string, string>) =>
  Object.entries(files)
    .sort(([a], [b]) => stylesheetRank(a) - stylesheetRank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([, css]) => css);
const inlineStylesheet = import.meta.env.SSR
  ? [fontFaces(interFile), ...inOrder(stylesheetFiles)].join("\n")
  : "";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={usePageLanguage()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: inlineStylesheet }} suppressHydrationWarning />
      </head>
      <body>
        <AuthProvider>{children}</AuthProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <ClientOnly>
        <AppServices />
      </ClientOnly>
    </>
  );
}

/** The language of the page on screen: its root data's, or its address's when the data is missing. */
function usePageLanguage() {
  const root = useRouteLoaderData<RootQueryResult>("root");
  return languageOfPath(useLocation().pathname, root?.language);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = usePageLanguage();
  const notFound = notFoundIn(error);
  if (notFound)
    return (
      <>
        <NotFoundBoundary data={notFound} />
        <ClientOnly>
          <AppServices onNotFoundPage />
        </ClientOnly>
      </>
    );
  const words = ERROR_PAGE[language];
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.status === 404 ? words.notFound : words.failed}`
    : words.failed;
  return (
    <main className="container error-page">
      <h1>{title}</h1>
      <p>
        {words.advice} <a href={localizedPath("/", language)}>{words.home}</a>.
      </p>
    </main>
  );
}
