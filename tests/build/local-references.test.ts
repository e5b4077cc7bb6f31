import { describe, expect, test } from "vitest";
import { SITE, parsed, servedFiles } from "./support/built-site";
import { servedAt } from "./support/hosting-paths";

// Every address on this site that each HTML file the host serves references (each page of each
// language, the 404 pages) leads somewhere: each src, srcset candidate and href (images,
// stylesheets, preloads, icons, Markdown twins, feeds, scripts, links to pages and files) and each
// url() of its CSS (fonts) is answered by a file of the build as the host serves it
// (support/hosting-paths.ts), each link to a fragment of the same page by an element with that
// id. Other sites' addresses, mailto:, tel: and data: are not this site's.

/**
 * The URLs of a srcset, as the HTML spec parses one: a candidate's URL runs to whitespace, commas
 * inside it included (/a.svg?rect=0,38,1200,600), less the commas that end it; its descriptors
 * run to the next comma.
 */
const srcsetUrls = (srcset: string) =>
  [...srcset.matchAll(/[\s,]*(\S*[^\s,])(?:,+|[^,]*,?)/g)].map((match) => match[1]);

/** Each address a document references, with where: "<img srcset> /a.png". */
const references = (document: Document) =>
  [...document.querySelectorAll("[src], [srcset], [href]")].flatMap((element) =>
    ["src", "srcset", "href"].flatMap((attribute) => {
      const value = element.getAttribute(attribute);
      if (value === null) return [];
      const urls = attribute === "srcset" ? srcsetUrls(value) : [value.trim()];
      return urls.map((url) => ({ url, where: `<${element.localName} ${attribute}> ${url}` }));
    }),
  );

/** Each address a document's CSS references (<style> elements, style attributes): "<style> url(/a.woff2)". */
const cssReferences = (document: Document) =>
  [...document.querySelectorAll("style, [style]")].flatMap((element) => {
    const css = (element.localName === "style" ? element.textContent : element.getAttribute("style")) ?? "";
    return [...css.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/g)].map(([, , url]) => ({
      url,
      where: `<${element.localName}> url(${url.slice(0, 100)})`,
    }));
  });

/** Whether a reference on the page at `address` leads off this site, or to what the host serves. */
function leadsSomewhere(url: string, address: string, document: Document): boolean {
  if (url.startsWith("#")) {
    const id = decodeURIComponent(url.slice(1));
    return id === "" || document.getElementById(id) !== null;
  }
  const target = new URL(url, new URL(address, SITE));
  if (target.origin !== new URL(SITE).origin) return true;
  return servedAt(decodeURIComponent(target.pathname)) !== null;
}

describe.each(servedFiles())("$name", ({ file, page }) => {
  test("each local src, srcset, href and CSS url() leads to a file the host serves, or to an id", () => {
    const document = parsed(file);
    const all = [...references(document), ...cssReferences(document)];
    expect(all.length).toBeGreaterThan(0);
    expect(
      all.filter(({ url }) => !leadsSomewhere(url, page.path, document)).map(({ where }) => where),
    ).toEqual([]);
  });
});
