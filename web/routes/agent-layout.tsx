import { layoutRoute } from "~/app/layoutRoute";

// The agent pages: their slim top bar above, the footer below.
const { clientLoader, handle, Layout } = layoutRoute(() =>
  import("~/features/layout/AgentTopBar").then((m) => m.AgentTopBar),
);

export const loader = () => null;
export { clientLoader, handle };
export default Layout;
