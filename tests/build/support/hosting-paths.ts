import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { BUILD_DIR, CLIENT, SITE } from "./built-site";

// What the host answers at a path of the site, as the build's firebase.json says: its redirects
// first, matched by the Hosting emulator's own matcher (superstatic), then the file itself, its
// clean URL (`cleanUrls`: /about-us is about-us.html) or its folder's index.html, then its
// rewrites. A trailing slash is the same address (`trailingSlash` false redirects it away).

type Rule = ({ source: string } | { regex: string }) & { destination?: string };
const hosting: { cleanUrls?: boolean; redirects?: Rule[]; rewrites?: Rule[] } = JSON.parse(
  readFileSync(path.join(BUILD_DIR, "firebase.json"), "utf8"),
).hosting;

const load = createRequire(import.meta.url);
const { configMatcher } = load("superstatic/lib/utils/patterns") as {
  configMatcher: (path: string, rule: object) => boolean;
};
const slasher = load("glob-slasher") as (glob: string) => string;

/** The first rule whose source matches the path, as the emulator matches a request's. */
const ruleAt = (rules: Rule[] | undefined, pathname: string) =>
  rules?.find((rule) =>
    configMatcher(slasher(pathname), "source" in rule ? { ...rule, source: slasher(rule.source) } : rule),
  );

/** The build's file at a path, as the host serves files (clean URLs, folders' index.html); null when none. */
function fileAt(pathname: string): string | null {
  const file = path.join(CLIENT, pathname);
  const candidates = [file, ...(hosting.cleanUrls ? [`${file}.html`] : []), path.join(file, "index.html")];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/**
 * What the host answers at a path of the site (decoded): the build's file it serves, following
 * its redirects, or the address elsewhere a redirect sends it to; null when it answers 404.
 */
export function servedAt(pathname: string, hops = 0): string | null {
  const address = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const redirect = ruleAt(hosting.redirects, address);
  if (redirect?.destination) {
    if (hops > 5) throw new Error(`${pathname}: redirected more than 5 times`);
    const destination = new URL(redirect.destination, SITE);
    if (destination.origin !== new URL(SITE).origin) return destination.href;
    return servedAt(decodeURIComponent(destination.pathname), hops + 1);
  }
  const file = fileAt(address);
  if (file) return file;
  const rewrite = ruleAt(hosting.rewrites, address);
  return rewrite?.destination ? fileAt(rewrite.destination) : null;
}
