import { Outlet } from "react-router";
import { deferred } from "~/shared/ui/deferred";

// The chrome's code loads after the first paint; its prerendered HTML shows at once. The
// header starts with the skip link to <main>.
const Navbar = deferred(() => import("~/features/layout/Navbar").then((m) => m.Navbar));
const Footer = deferred(() => import("~/features/layout/Footer").then((m) => m.Footer));

export default function SiteLayout() {
  return (
    <>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
