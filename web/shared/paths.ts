/** Every page's address, in one place: links and the page list use these (redirects are content). */
export const paths = {
  home: "/",
  agents: "/agents",
  agent: (slug: string | null) => `/agents/${slug ?? ""}`,
  about: "/about-us",
  pricing: "/pricing",
  contact: "/contact",
  terms: "/terms-conditions",
  privacy: "/privacy-policy",
  signIn: "/signin",
  signUp: "/signup",
  forgotPassword: "/forgot-password",
  dashboard: "/dashboard",
  /** Prerendered, not linked to: the host serves it as 404.html for any unknown path. */
  notFound: "/404",
} as const;
