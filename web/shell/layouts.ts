import { layoutRoute } from "./layoutRoute";

/** Every page but the agents'. */
export const siteLayout = layoutRoute(() =>
  import("#web/features/site-frame/Navbar.tsx").then((m) => m.Navbar),
);

export const agentLayout = layoutRoute(() =>
  import("#web/features/site-frame/AgentTopBar.tsx").then((m) => m.AgentTopBar),
);
