type SiteEnv = { VITE_SITE_URL?: string; PORT?: string };

/** The site's public origin without a trailing slash: VITE_SITE_URL, else the local server `npm start` runs. */
export function siteUrlFrom(env: SiteEnv): string {
  const origin = env.VITE_SITE_URL?.trim() || `http://localhost:${env.PORT?.trim() || 5000}`;
  return origin.replace(/\/+$/, "");
}

/** The origin this build was made for (Vite fills VITE_SITE_URL in; PORT is read where there is a process). */
export const siteUrl = () =>
  siteUrlFrom({
    VITE_SITE_URL: import.meta.env.VITE_SITE_URL as string | undefined,
    PORT: typeof process === "undefined" ? undefined : process.env.PORT,
  });
