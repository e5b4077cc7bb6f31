import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("agents", "routes/agents.tsx"),
    route("about-us", "routes/about-us.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("contact", "routes/contact.tsx"),
    route("terms-conditions", "routes/terms-conditions.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("signin", "routes/signin.tsx"),
    route("signup", "routes/signup.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("dashboard", "routes/dashboard.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/agent-layout.tsx", [route("agents/:slug", "routes/agent.tsx")]),
  route("privacy", "routes/privacy-redirect.tsx"),
] satisfies RouteConfig;
