import { chromeLayout } from "~/pages/chromeLayout";

// Every page but the agents': the site navbar above, the footer below.
const { clientLoader, handle, Layout } = chromeLayout(() =>
  import("~/features/layout/Navbar").then((m) => m.Navbar),
);

export const loader = () => null;
export { clientLoader, handle };
export default Layout;
