import { layoutRoute } from "~/app/layoutRoute";

// Every page but the agents': the site navbar above, the footer below.
const { clientLoader, handle, Layout } = layoutRoute(() =>
  import("~/features/layout/Navbar").then((m) => m.Navbar),
);

export const loader = () => null;
export { clientLoader, handle };
export default Layout;
