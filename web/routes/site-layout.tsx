import { Outlet } from "react-router";
import { Footer } from "~/features/layout/Footer";
import { Navbar } from "~/features/layout/Navbar";

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
