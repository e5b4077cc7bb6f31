import { agents } from "./dataset";

/** Every public route a visitor can land on. */
export const publicRoutes = () => [
  "/",
  "/agents",
  ...agents().map((agent) => `/agents/${agent.slug.current}`),
  "/about-us",
  "/pricing",
  "/contact",
  "/terms-conditions",
  "/privacy-policy",
  "/signin",
  "/signup",
  "/forgot-password",
  "/dashboard",
  "/no-such-page",
];
