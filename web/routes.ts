import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// The site's routes. `es?`: a page and its Spanish translation, at the same address under /es,
// are one route. The content names the addresses that exist (the prerender list,
// react-router.config.ts), not the routes: the table is the same whatever the content holds. At an
// address the build did not write, the host serves the not-found page, which the root's error
// boundary draws whatever route the address matches (web/root.tsx).
export default [
  layout("routes/site-layout/route.tsx", [
    ...prefix("es?", [
      route("insights/*", "routes/insights/route.tsx"),
      route("terms-conditions", "routes/terms-conditions/route.tsx"),
      route("privacy-policy", "routes/privacy-policy/route.tsx"),
      route("signin", "routes/signin/route.tsx"),
      route("signup", "routes/signup/route.tsx"),
      route("forgot-password", "routes/forgot-password/route.tsx"),
      ...prefix("dashboard", [
        index("routes/dashboard/route.tsx"),
        route("agents", "routes/dashboard/agents/route.tsx"),
        route("runs", "routes/dashboard/runs/route.tsx"),
        route("run", "routes/dashboard/run/route.tsx"),
        route("workflows", "routes/dashboard/workflows/route.tsx"),
        route("plan", "routes/dashboard/plan/route.tsx"),
        route("billing", "routes/dashboard/billing/route.tsx"),
        route("billing/invoice", "routes/dashboard/invoice/route.tsx"),
        route("settings", "routes/dashboard/settings/route.tsx"),
        // No page: the header's notifications, for fetchers (its loader and action).
        route("notifications", "routes/dashboard/notifications/route.ts"),
      ]),
    ]),
    // The pages built in the Studio, at their slugs (the home page at / and /es: a splat does not
    // match the root), and the old addresses of redirects.
    index("routes/page/route.tsx", { id: "home" }),
    route("*", "routes/page/route.tsx"),
  ]),
  layout("routes/agent-layout/route.tsx", [
    ...prefix("es?", [route("agents/:slug", "routes/agent/route.tsx")]),
  ]),
] satisfies RouteConfig;
