import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { UNSAFE_decodeViaTurboStream as decode } from "react-router";

/**
 * Data the same on every page a document can open (`samePerDocument` in
 * web/shared/navigation/clientLoading.ts), which React Router's prerendering writes into every
 * page's data file anyway. Why: docs/decisions/015-root-data-out-of-page-data.md
 */
export const SAME_PER_DOCUMENT = ["root"];

type Encode = (input: unknown) => ReadableStream<Uint8Array>;

/**
 * React Router's own encoder of route data (turbo-stream, the format its client decodes). The
 * package exports only the decoder, so the encoder is loaded from the file beside it: a React
 * Router that moves it fails the build here, not in a visitor's browser.
 */
export async function reactRouterEncoder(): Promise<Encode> {
  const entry = createRequire(import.meta.url).resolve("react-router");
  const file = path.join(path.dirname(entry), "vendor/turbo-stream-v2/turbo-stream.js");
  const { encode } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { encode: Encode };
  return encode;
}

/** `<page>.data`, `_.data` for a folder's index. */
function dataFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : dataFiles(full);
    return entry.name.endsWith(".data") ? [full] : [];
  });
}

type RouteResults = Record<string, { data?: unknown; error?: unknown }>;

type HeadTag = Record<string, unknown>;

/**
 * Whether a head tag is read only from a document, by a crawler or a link preview: structured
 * data (JSON-LD), Open Graph and Twitter card tags. A client navigation renders the rest (title,
 * description, canonical, alternates, robots, feeds): the tab's title and the language links.
 */
export const onlyReadFromDocuments = (tag: HeadTag) =>
  "script:ld+json" in tag || /^(og|twitter):/.test(String(tag.property ?? tag.name ?? ""));

function withNavigationHead(result: { data?: unknown }) {
  const data = result.data as { head?: unknown } | null | undefined;
  if (!data || typeof data !== "object" || !Array.isArray(data.head)) return result;
  return {
    ...result,
    data: { ...data, head: (data.head as HeadTag[]).filter((tag) => !onlyReadFromDocuments(tag)) },
  };
}

/**
 * Leaves in every page's data file only what a client navigation reads (a prerendered page's HTML is
 * written from the loaders, not from this file). A file holding a redirect, or any route's error,
 * is left as React Router wrote it: only plain data is encoded again.
 */
export async function trimRouteData(client: string) {
  const encode = await reactRouterEncoder();
  for (const file of dataFiles(client)) {
    const { value } = await decode(new Blob([readFileSync(file)]).stream(), globalThis as typeof window);
    const routes = value as RouteResults;
    const plain =
      routes !== null &&
      typeof routes === "object" &&
      Object.getOwnPropertySymbols(routes).length === 0 &&
      Object.values(routes).every((result) => result && typeof result === "object" && "data" in result);
    if (!plain) continue;
    const kept = Object.fromEntries(
      Object.entries(routes)
        .filter(([id]) => !SAME_PER_DOCUMENT.includes(id))
        .map(([id, result]) => [id, withNavigationHead(result)]),
    );
    writeFileSync(file, new Uint8Array(await new Response(encode(kept)).arrayBuffer()));
  }
}
