import { readFileSync } from "node:fs";
import type { SiteRedirect } from "#content/sitePages.ts";

// What the smoke test of a served site visits: every address of its sitemap.xml, its content's
// redirects and a made-up address. `npm run smoke -- <base URL>` (tests/runners/smoke.ts) writes the
// plan to a file; Playwright runs the checks (tests/smoke/smoke.spec.ts, playwright.smoke.config.ts).

/** Input the run cannot start from (no URL, no site, no sitemap): the CLI exits 2. */
export class SmokeInputError extends Error {}

export type SmokePlan = {
  /** The site's origin, e.g. http://localhost:5000 or a preview channel's address. */
  origin: string;
  /** The sitemap's addresses, on the origin. */
  addresses: string[];
  /** The content's redirects (the same list the build wrote into firebase.json). */
  redirects: readonly SiteRedirect[];
};

/** The variable naming the plan's JSON file, for the spec's workers. */
export const SMOKE_PLAN = "SMOKE_PLAN";

export function readSmokePlan(): SmokePlan {
  const file = process.env[SMOKE_PLAN];
  if (!file) throw new Error(`${SMOKE_PLAN} is not set: run the smoke test with npm run smoke -- <base URL>`);
  return JSON.parse(readFileSync(file, "utf8")) as SmokePlan;
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decodeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => XML_ENTITIES[name]);

/** The `<loc>`s of a sitemap, and whether it is an index of other sitemaps. */
export function parseSitemap(xml: string): { index: boolean; locations: string[] } {
  const locations = [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) => decodeXml(match[1]));
  return { index: /<sitemapindex[\s>]/.test(xml), locations };
}

/** The base URL given, as an origin; bad input throws SmokeInputError. */
export function baseOrigin(base: string | undefined): string {
  if (!base) throw new SmokeInputError("Usage: npm run smoke -- <base URL>, e.g. http://localhost:5000");
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new SmokeInputError(`"${base}" is not a URL (expected e.g. https://example.web.app)`);
  }
  if (!["http:", "https:"].includes(url.protocol))
    throw new SmokeInputError(`"${base}" is not an http(s) URL`);
  return url.origin;
}

/**
 * A sitemap address on the site under test. The sitemap carries the production origin (the
 * build's site URL), whichever host serves it: a local build, a preview channel. Its path
 * and query are kept and its origin replaced by the base URL's, so only the site under test
 * is visited.
 */
export const onBase = (location: string, origin: string): string => {
  const url = new URL(location, origin);
  return `${origin}${url.pathname}${url.search}`;
};

/** Every address of the site's sitemap.xml (or of the sitemaps its index lists), on the base URL. */
export async function readSitemap(origin: string): Promise<string[]> {
  const read = async (url: string, depth: number): Promise<string[]> => {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new SmokeInputError(`${url} cannot be reached (${cause})`);
    }
    if (response.status !== 200)
      throw new SmokeInputError(`${url} answers ${response.status}: no sitemap to read`);
    const { index, locations } = parseSitemap(await response.text());
    if (!index) return locations.map((location) => onBase(location, origin));
    if (depth > 1) return [];
    const nested = await Promise.all(locations.map((location) => read(onBase(location, origin), depth + 1)));
    return nested.flat();
  };
  const addresses = [...new Set(await read(`${origin}/sitemap.xml`, 0))];
  if (!addresses.length) throw new SmokeInputError(`${origin}/sitemap.xml lists no address`);
  return addresses;
}
