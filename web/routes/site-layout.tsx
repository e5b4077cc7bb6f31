import { layoutRoute } from "#web/app/layoutRoute.tsx";

// Every page but the agents': the site navbar above, the footer below.
const { clientLoader, handle, Layout } = layoutRoute(() =>
  import("#web/features/layout/Navbar.tsx").then((m) => m.Navbar),
);

export const loader = () => null;
export { clientLoader, handle };
export default Layout;
