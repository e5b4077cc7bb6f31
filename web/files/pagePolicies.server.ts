import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "#web/shared/config/environment.server.ts";
import { notFoundPages, prerenderedPages } from "./prerenderedHtml.server";
import { contentSecurityPolicy, knownInlineScriptHashes } from "./securityHeaders.server";

/** The prerendered pages and the 404 pages. */
export function servedDocuments(client: string): string[] {
  return [
    ...prerenderedPages(client).map((page) => path.join(client, page, "index.html")),
    ...notFoundPages(client),
  ];
}

/** The element React Router's root writes first in every page's head. */
const CHARSET = '<meta charSet="utf-8"/>';
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/i;

const policyMeta = (policy: string) =>
  `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"/>`;

export const policyOfPage = (html: string) =>
  POLICY_META.exec(html)?.[1].replaceAll("&quot;", '"').replaceAll("&amp;", "&");

/**
 * Each page's own Content-Security-Policy, in a `<meta http-equiv>` right after its charset, before
 * any script: its inline scripts are its own, allowed by their hashes, so it is made from the
 * finished HTML. Why a meta: docs/decisions/026-per-page-csp-meta.md
 */
export function writePagePolicies(client: string, config: Config) {
  const pages = servedDocuments(client).map((file) => ({
    file,
    name: path.relative(client, file),
    html: readFileSync(file, "utf8"),
  }));
  const hashes = knownInlineScriptHashes(pages.map(({ name, html }) => [name, html]));
  for (const { file, name, html } of pages) {
    const head = html.indexOf(CHARSET);
    if (head < 0 || html.search(/<script\b/i) < head || POLICY_META.test(html))
      throw new Error(
        `${name}: no ${CHARSET} before its scripts, or a policy already, to put its policy after`,
      );
    const at = head + CHARSET.length;
    const policy = contentSecurityPolicy(config, hashes.get(name)!);
    writeFileSync(file, html.slice(0, at) + policyMeta(policy) + html.slice(at));
  }
}
