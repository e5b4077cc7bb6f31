import { Outlet } from "react-router";
import { deferred } from "~/shared/ui/deferred";

// The chrome's code loads after the first paint; its prerendered HTML shows at once. The
// header starts with the skip link to <main>.
const AgentTopBar = deferred(() => import("~/features/layout/AgentTopBar").then((m) => m.AgentTopBar));
// The search button, a chunk of its own: its dialog and the index load when it is reached for.
const SearchBox = deferred(() => import("~/features/search/SearchBox").then((m) => m.SearchBox));
const Footer = deferred(() => import("~/features/layout/Footer").then((m) => m.Footer));

export default function AgentLayout() {
  return (
    <>
      <AgentTopBar Search={SearchBox} />
      {/* The page's own content, which the site search indexes (scripts/lib/search-index.ts). */}
      <main id="main" tabIndex={-1} data-pagefind-body="">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
