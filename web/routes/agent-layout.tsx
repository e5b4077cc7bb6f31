import { layoutRoute } from "#web/app/layoutRoute.tsx";

// The agent pages: their slim top bar above, the footer below.
const { clientLoader, handle, Layout } = layoutRoute(() =>
  import("#web/features/layout/AgentTopBar.tsx").then((m) => m.AgentTopBar),
);

export const loader = () => null;
export { clientLoader, handle };
export default Layout;
