import type { ReactNode } from "react";
import { Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { AuthProvider } from "./shared/auth/AuthProvider";
import type { ContentFetcher } from "./shared/content/config";
import { fetchContent } from "./shared/content/fetch.server";
import { liveOrPrerendered, setPresentationSource } from "./shared/content/live";
import * as queries from "./shared/content/queries";
import type { Queries } from "./shared/content/liveFetch";
import stylesheet from "./styles.css?inline";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

const load = (fetch: ContentFetcher, q: Queries) => fetch(q.siteChromeQuery);

// Inside the Studio's Presentation tool (the page is framed, or opened by the tool in a window;
// only the Studio's origin may frame it), every route's content comes from the Studio and the
// overlays load. Visitors load none of it: the check is inline, the code a lazy import, and
// with no Studio configured the build drops even this.
if (
  APP_CONFIG.sanityStudioUrl &&
  typeof window !== "undefined" &&
  (window.self !== window.top || window.opener)
)
  setPresentationSource(() =>
    import("./features/visual-editing/presentationContent").then((m) => m.loadInPresentation),
  );

export const loader = () => load(fetchContent, queries);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

// The whole stylesheet is inlined into each prerendered page: the page paints as soon as its
// HTML arrives, before any script has loaded, and no request blocks rendering. The browser
// bundle does not carry it (hydration keeps the server's <style> as it is).
// Each block's CSS (web/blocks/<block>/*.css) follows it: a block's folder is all it takes.
const blockStylesheets = import.meta.glob<string>("./blocks/*/*.css", {
  query: "?inline",
  import: "default",
  eager: true,
});
// Inter, self-hosted: one variable file holds every weight of its Latin subset. Declared here,
// not in global.css, because its URL is the build's hashed file (the same one the head
// preloads); the metrics-matched fallback faces and --font-sans are in global.css.
const interFace = `@font-face{font-family:"Inter";font-style:normal;font-weight:100 900;font-display:swap;src:url(${interLatin}) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`;
const inlineStylesheet = import.meta.env.SSR
  ? [interFace, stylesheet, ...Object.values(blockStylesheets)].join("\n")
  : "";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Every page's first paint draws text in Inter: its file is asked for with the HTML. */}
        <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="" />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: inlineStylesheet }} suppressHydrationWarning />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main className="container error-page">
      <h1>{title}</h1>
      <p>
        Please reload the page or go back to the <a href="/">home page</a>.
      </p>
    </main>
  );
}
