import { layoutRoute } from "./layoutRoute";

/** Every page but the agents': the site navbar above, the footer below (routes/site-layout/route.tsx). */
export const siteLayout = layoutRoute(() =>
  import("#web/features/site-frame/Navbar.tsx").then((m) => m.Navbar),
);

/** The agent pages: their slim top bar above, the footer below (routes/agent-layout/route.tsx). */
export const agentLayout = layoutRoute(() =>
  import("#web/features/site-frame/AgentTopBar.tsx").then((m) => m.AgentTopBar),
);
