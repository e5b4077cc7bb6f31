import { Outlet } from "react-router";
import { routeLoader } from "~/shared/navigation/routeLoader";
import { deferred } from "~/shared/ui/deferred";

// The chrome's code loads after the first paint; its prerendered HTML shows at once. The
// header starts with the skip link to <main>.
const AgentTopBar = deferred(() => import("~/features/layout/AgentTopBar").then((m) => m.AgentTopBar));
// The search button, a chunk of its own: its dialog and the index load when it is reached for.
const SearchBox = deferred(() => import("~/features/search/SearchBox").then((m) => m.SearchBox));
const Footer = deferred(() => import("~/features/layout/Footer").then((m) => m.Footer));

// Nothing to load at build time; in the browser, a navigation into this layout (from another
// page) brings the chrome's code before it shows.
export const loader = () => null;
const route = routeLoader<null>({ code: () => [AgentTopBar, SearchBox, Footer] });
export const clientLoader = route.clientLoader;
export const handle = route.handle;

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
