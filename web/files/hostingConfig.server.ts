import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "#web/shared/config/environment.server.ts";
import { redirectStatus, type SiteRedirect } from "#content/sitePages.ts";
import { NOT_FOUND_FOLDER } from "./prerenderedHtml.server";
import { framingPolicy } from "./securityHeaders.server";

/** The project's Firebase config (hosting rules, headers, emulator ports); a build writes its own copy. */
const FIREBASE_JSON = "firebase.json";

/** The config a build serves with, next to its `client/` folder: for the host and its emulator alike. */
export const hostingConfigOf = (buildDir: string) => path.join(buildDir, FIREBASE_JSON);

type Header = { key: string; value: string };
type HeaderRule = ({ source: string } | { regex: string }) & { headers: Header[] };
type HostRedirect = { source: string; destination: string; type: 301 | 302 };
type HostingConfig = {
  public: string;
  predeploy?: unknown;
  headers?: HeaderRule[];
  redirects?: HostRedirect[];
  [key: string]: unknown;
};

const hostRedirect = (redirect: SiteRedirect): HostRedirect => ({
  source: redirect.from,
  destination: redirect.to,
  type: redirectStatus(redirect),
});

/**
 * The project's firebase.json serving this build's `client/` folder, with the content's redirects,
 * the pages' framing policy (the rest of each page's policy is in the page: pagePolicies.server.ts)
 * and `NOT_FOUND_FOLDER` as its i18n root.
 */
export function writeHostingConfig(buildDir: string, config: Config, redirects: readonly SiteRedirect[]) {
  const project = JSON.parse(readFileSync(FIREBASE_JSON, "utf8"));
  const hosting: HostingConfig = { ...project.hosting, public: "client" };
  hosting.redirects = [...(hosting.redirects ?? []), ...redirects.map(hostRedirect)];
  hosting.i18n = { root: `/${NOT_FOUND_FOLDER}` };
  // The guard against deploying the project's own config has done its job here.
  delete hosting.predeploy;
  // firebase.json's one rule matched by `regex` is the pages' (clean URLs and .html files): a
  // policy does nothing on scripts, styles, images or route data.
  const pages = hosting.headers?.filter((rule) => "regex" in rule) ?? [];
  if (pages.length !== 1) throw new Error(`${FIREBASE_JSON} needs one header rule by regex, for the pages`);
  pages[0].headers.push({ key: "Content-Security-Policy", value: framingPolicy(config) });
  writeFileSync(hostingConfigOf(buildDir), `${JSON.stringify({ ...project, hosting }, null, 2)}\n`);
}
