// Where the Studio asks Plausible for figures: its dashboard's address, `<origin>/<site_id>`
// (SANITY_STUDIO_ANALYTICS_URL), says both the Stats API's origin and the site. Nothing else
// of the environment is read: the key is each editor's own (./statsKey.ts).

/** The Stats API of one Plausible site, and its dashboard. */
export type PlausibleConfig = {
  /** The Plausible server's origin, e.g. https://plausible.io: the only place a key is sent. */
  origin: string;
  /** `<origin>/api/v2/query`. */
  apiUrl: string;
  /** The site's id in Plausible, e.g. nexora.ai. */
  siteId: string;
  /** The site's dashboard, e.g. https://plausible.io/nexora.ai. */
  dashboardUrl: string;
};

export type PlausibleEnv = { SANITY_STUDIO_ANALYTICS_URL?: string };

/** The Stats API of the dashboard SANITY_STUDIO_ANALYTICS_URL names; null when unset or not `http(s)://<host>/<site_id>`. */
export function plausibleConfig(env: PlausibleEnv): PlausibleConfig | null {
  const value = env.SANITY_STUDIO_ANALYTICS_URL?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const segment = url.pathname.split("/").findLast(Boolean);
  if (!segment) return null;
  let siteId: string;
  try {
    siteId = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const dashboardPath = url.pathname.replace(/\/+$/, "");
  return {
    origin: url.origin,
    apiUrl: `${url.origin}/api/v2/query`,
    siteId,
    dashboardUrl: `${url.origin}${dashboardPath}`,
  };
}

/** The dashboard showing one page's figures (`path`), or the whole site's without one. */
export function dashboardLink(config: PlausibleConfig, path?: string | null): string {
  if (!path) return config.dashboardUrl;
  // Plausible writes the page's slashes as they are in its own filter links.
  const page = encodeURIComponent(path).replaceAll("%2F", "/");
  return `${config.dashboardUrl}?filters=((is,page,(${page})))`;
}
