import { layoutRoute } from "#web/app/layoutRoute.tsx";
import { revalidateOnPathChange } from "#web/shared/navigation/queryOnly.ts";

// Every page but the agents': the site navbar above, the footer below.
const { clientLoader, handle, Layout } = layoutRoute(() =>
  import("#web/features/layout/Navbar.tsx").then((m) => m.Navbar),
);

export const loader = () => null;
export { clientLoader, handle };
// Its data follows the path: a change of the query alone loads nothing again.
export const shouldRevalidate = revalidateOnPathChange;
export default Layout;
