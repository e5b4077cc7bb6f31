type SiteEnv = { VITE_SITE_URL?: string; PORT?: string };

/** The site's public origin without a trailing slash: VITE_SITE_URL, else the local server `npm start` runs. */
export function siteUrlFrom(env: SiteEnv): string {
  const origin = env.VITE_SITE_URL?.trim() || `http://localhost:${env.PORT?.trim() || 5000}`;
  return origin.replace(/\/+$/, "");
}
