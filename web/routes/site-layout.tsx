import { Outlet } from "react-router";
import { deferred } from "~/shared/ui/deferred";

// The chrome's code loads after the first paint; its prerendered HTML shows at once.
const Navbar = deferred(() => import("~/features/layout/Navbar").then((m) => m.Navbar));
const Footer = deferred(() => import("~/features/layout/Footer").then((m) => m.Footer));

export default function SiteLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
