import { chromeLayout } from "~/pages/chromeLayout";

// The agent pages: their slim top bar above, the footer below.
const { clientLoader, handle, Layout } = chromeLayout(() =>
  import("~/features/layout/AgentTopBar").then((m) => m.AgentTopBar),
);

export const loader = () => null;
export { clientLoader, handle };
export default Layout;
