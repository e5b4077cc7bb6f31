import { describe, expect, it, vi } from "vitest";
import type { ContentFetcher } from "../../../content/config";
import { livePageContent, setPresentationSource, type ContentLoad } from "./live";

const url = new URL("http://localhost/page");

// Inside the Studio's Presentation tool, a page's content comes from the source the app root
// sets (the tool's drafts), and its head stays the one the build made.
describe("livePageContent inside the Presentation tool", () => {
  const built = { content: { title: "Published" }, head: [{ title: "Published | Site" }] };
  const load: ContentLoad<{ title: string }> = (fetch: ContentFetcher) =>
    fetch("*[_id == 'page'][0]{title}") as Promise<{ title: string }>;

  it("shows the tool's content with the build's head", async () => {
    const fetch = vi.fn(async () => ({ title: "Draft" }));
    setPresentationSource(async () => (pageLoad) => pageLoad(fetch as never, {} as never));
    const page = await livePageContent(load)(built, url);
    expect(page).toEqual({ content: { title: "Draft" }, head: built.head });
    // In the language of the page's address.
    expect(fetch).toHaveBeenCalledWith("*[_id == 'page'][0]{title}", { language: "en" });
  });

  it("asks for a Spanish page's content in Spanish", async () => {
    const fetch = vi.fn(async () => ({ title: "Borrador" }));
    setPresentationSource(async () => (pageLoad) => pageLoad(fetch as never, {} as never));
    await livePageContent(load)(built, new URL("http://localhost/es/page"));
    expect(fetch).toHaveBeenCalledWith("*[_id == 'page'][0]{title}", { language: "es" });
  });

  it("keeps the prerendered content when the tool gives none or fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    setPresentationSource(async () => async () => undefined);
    expect(await livePageContent(load)(built, url)).toBe(built);
    setPresentationSource(() => Promise.reject(new Error("no tool")));
    expect(await livePageContent(load)(built, url)).toBe(built);
  });
});
