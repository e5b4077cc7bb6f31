// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { inLanguageOf } from "./inLanguage";
import type { ContentFetcher } from "#content/config.ts";
import type { ContentLoad } from "#content/config.ts";
import { livePageContent, setPresentationSource } from "./live";

const url = new URL("http://localhost/page");

// Inside the Studio's Presentation tool, a page's content comes from the source the app root
// sets (the tool's drafts), and its head stays the one the build made.
describe("livePageContent inside the Presentation tool", () => {
  const built = { content: { title: "Published" }, head: [{ title: "Published | Site" }] };
  const load: ContentLoad<{ title: string }> = (fetch: ContentFetcher) =>
    fetch("*[_id == 'page'][0]{title}") as Promise<{ title: string }>;

  it("shows the tool's content with the build's head", async () => {
    const fetch = vi.fn(async () => ({ title: "Draft" }));
    const source = vi.fn(async (pageLoad: ContentLoad<unknown>) => pageLoad(fetch as never, {} as never));
    setPresentationSource(async () => source as never);
    const page = await livePageContent(load)(built, url);
    expect(page).toEqual({ content: { title: "Draft" }, head: built.head });
    // The source learns the page's address, whose language its queries run in (inLanguageOf).
    expect(source).toHaveBeenCalledWith(expect.any(Function), url);
  });

  it("keeps the prerendered content when the tool gives none or fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    setPresentationSource(async () => async () => undefined);
    expect(await livePageContent(load)(built, url)).toBe(built);
    setPresentationSource(() => Promise.reject(new Error("no tool")));
    expect(await livePageContent(load)(built, url)).toBe(built);
  });
});

// A page's queries run in the language its address names: English unprefixed, Spanish under /es.
describe("inLanguageOf", () => {
  const load: ContentLoad<unknown> = (fetch: ContentFetcher) => fetch("*[_type == 'page']", { slug: "x" });

  it.each([
    ["http://localhost/page", "en"],
    ["http://localhost/es/page", "es"],
    ["http://localhost/es", "es"],
  ])("runs the queries of %s in %s", async (address, language) => {
    const fetch = vi.fn(async () => []);
    await inLanguageOf(load, new URL(address))(fetch as never, {} as never);
    expect(fetch).toHaveBeenCalledWith("*[_type == 'page']", { language, slug: "x" });
  });

  // The host serves the not-found page in the visitor's language at an address in any: the page
  // on screen keeps its root data's language (`<html lang>`); any other address, its own.
  it("runs the queries of the page on screen in its root data's language", async () => {
    history.replaceState(null, "", "/no-such-page");
    document.documentElement.lang = "es";
    try {
      for (const [address, language] of [
        ["http://localhost/no-such-page", "es"],
        ["http://localhost/page", "en"],
        ["http://localhost/es/page", "es"],
      ]) {
        const fetch = vi.fn(async () => []);
        await inLanguageOf(load, new URL(address))(fetch as never, {} as never);
        expect(fetch, address).toHaveBeenCalledWith("*[_type == 'page']", { language, slug: "x" });
      }
    } finally {
      document.documentElement.lang = "";
      history.replaceState(null, "", "/");
    }
  });
});
