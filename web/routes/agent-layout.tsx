import { Outlet } from "react-router";
import { AgentTopBar } from "~/features/layout/AgentTopBar";
import { Footer } from "~/features/layout/Footer";

export default function AgentLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <AgentTopBar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
