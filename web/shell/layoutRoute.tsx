import type { ComponentType, ReactNode } from "react";
import { Outlet } from "react-router";
import type { SearchSlot } from "#web/features/site-frame/HeaderShell.tsx";
import { makeClientLoader } from "#web/shared/navigation/clientLoader.ts";
import { lazyPart } from "#web/shared/ui/lazyPart.tsx";

// The search button, a chunk of its own: its dialog and the index load when it is reached for.
const SearchBox = lazyPart(() => import("#web/features/search/SearchBox.tsx").then((m) => m.SearchBox));
const Footer = lazyPart(() => import("#web/features/site-frame/Footer.tsx").then((m) => m.Footer));

/**
 * A layout route's parts (routes/site-layout/route.tsx, routes/agent-layout/route.tsx): its header (which
 * starts with the skip link to <main>), the page's own content and the footer. The header's and
 * footer's code loads after the first paint; its prerendered HTML shows at once. Nothing to load at build
 * time, nor asked of the host; in the browser, a navigation into the layout (from a page of the
 * other one) brings the header's and footer's code before it shows. `parts` are that code, for the
 * client loaders of the layout's pages: a prefetch of one of them (a fetcher, which runs only the
 * page's own route) brings it too.
 */
export function layoutRoute(header: () => Promise<ComponentType<{ Search?: SearchSlot }>>) {
  const Header = lazyPart(header);
  /** The header, the page (`children`) and the footer. */
  function Frame({ children }: { children: ReactNode }) {
    return (
      <>
        <Header Search={SearchBox} />
        {/* The page's own content, which the site search indexes (web/files/searchIndex.server.ts). */}
        <main id="main" tabIndex={-1} data-pagefind-body="">
          {children}
        </main>
        <Footer />
      </>
    );
  }
  const Layout = () => (
    <Frame>
      <Outlet />
    </Frame>
  );
  const parts = [Header, SearchBox, Footer];
  // The route's client loader and handle, its component, its frame for the not-found page (the
  // root's error boundary) and its parts.
  return { ...makeClientLoader<null>({ code: () => parts, known: () => null }), Layout, Frame, parts };
}
