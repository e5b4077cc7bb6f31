import type { ComponentType, ReactNode } from "react";
import { Outlet } from "react-router";
import type { SearchSlot } from "#web/features/site-frame/HeaderShell.tsx";
import { makeClientLoader } from "#web/shared/navigation/clientLoader.ts";
import { lazyPart } from "#web/shared/ui/lazyPart.tsx";

// The search button, a chunk of its own: its dialog and the index load when it is reached for.
const SearchBox = lazyPart(() => import("#web/features/search/SearchBox.tsx").then((m) => m.SearchBox));
const Footer = lazyPart(() => import("#web/features/site-frame/Footer.tsx").then((m) => m.Footer));

/**
 * A layout route: nothing to load at build time, nor asked of the host. `parts` are its header's and
 * footer's code, for the client loaders of the layout's pages: a prefetch of one of them (a fetcher,
 * which runs only the page's own route) brings it too.
 */
export function layoutRoute(header: () => Promise<ComponentType<{ Search?: SearchSlot }>>) {
  const Header = lazyPart(header);
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
  // `Frame`: for the not-found page, which the root's error boundary draws.
  return { ...makeClientLoader<null>({ code: () => parts, known: () => null }), Layout, Frame, parts };
}
