import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "#web/shared/config/environment.server.ts";
import { redirectStatus, type SiteRedirect } from "#content/sitePages.ts";
import { NOT_FOUND_FOLDER, notFoundPages, prerenderedPages } from "./prerendered-html";
import { contentSecurityPolicy, knownInlineScriptHashes } from "./security-headers";

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

/** A redirect of the content as a Firebase Hosting redirect. */
const hostRedirect = (redirect: SiteRedirect): HostRedirect => ({
  source: redirect.from,
  destination: redirect.to,
  type: redirectStatus(redirect),
});

/** Every HTML document the host serves from a client build: the prerendered pages and the 404 pages. */
export function servedDocuments(client: string): string[] {
  return [...prerenderedPages(client).map((page) => pageFile(client, page)), ...notFoundPages(client)];
}

const pageFile = (client: string, page: string) => path.join(client, page, "index.html");

const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");

/**
 * The RE2 expression for the addresses the host serves a prerendered page at: its address (clean
 * URLs, no trailing slash) and the forms the host redirects to it.
 */
export const pageAddressRegex = (page: string) =>
  page === "/" ? "^/(index\\.html)?$" : `^${escapeRegex(page)}(/|/index\\.html|\\.html)?$`;

/**
 * Writes `<buildDir>/firebase.json`: the project's firebase.json serving this build's `client/`
 * folder, with the content's redirects and a Content-Security-Policy made for each page. A policy
 * allows the page's inline scripts by their hashes (only scripts the site writes:
 * security-headers.ts), so it is made again from the built HTML on every build, and the origins
 * come from the build's settings. firebase.json's rule for all pages carries the policy of the
 * 404 pages, which the host serves at every unknown address in the visitor's language from
 * `NOT_FOUND_FOLDER`, its i18n root (prerendered-html.ts says why that folder holds nothing
 * else). After it comes a rule for each prerendered page with its own policy: the host sends a
 * later matching rule's header over an earlier one's, as firebase.json's Cache-Control for
 * /assets already relies on. One policy for every page would grow with the content: a few
 * hashes per page, and at some hundreds of pages a header larger than clients take (Node's
 * fetch stops at 16 KB).
 */
export function writeHostingConfig(buildDir: string, config: Config, redirects: readonly SiteRedirect[]) {
  const project = JSON.parse(readFileSync(FIREBASE_JSON, "utf8"));
  const hosting: HostingConfig = { ...project.hosting, public: "client" };
  hosting.redirects = [...(hosting.redirects ?? []), ...redirects.map(hostRedirect)];
  hosting.i18n = { root: `/${NOT_FOUND_FOLDER}` };
  // The guard against deploying the project's own config has done its job here.
  delete hosting.predeploy;
  const client = path.join(buildDir, "client");
  const hashes = knownInlineScriptHashes(
    servedDocuments(client).map((file) => [path.relative(client, file), readFileSync(file, "utf8")]),
  );
  const policyOf = (files: string[]) => ({
    key: "Content-Security-Policy",
    value: contentSecurityPolicy(
      config,
      files.flatMap((file) => hashes.get(path.relative(client, file))!),
    ),
  });
  // firebase.json's one rule matched by `regex` is the pages' (clean URLs and .html files):
  // a policy does nothing on scripts, styles, images or route data, and its 2 KB would be
  // sent again with every file.
  const pages = hosting.headers?.filter((rule) => "regex" in rule) ?? [];
  if (pages.length !== 1) throw new Error(`${FIREBASE_JSON} needs one header rule by regex, for the pages`);
  pages[0].headers.push(policyOf(notFoundPages(client)));
  hosting.headers!.push(
    ...prerenderedPages(client).map((page) => ({
      regex: pageAddressRegex(page),
      headers: [policyOf([pageFile(client, page)])],
    })),
  );
  writeFileSync(hostingConfigOf(buildDir), `${JSON.stringify({ ...project, hosting }, null, 2)}\n`);
}
