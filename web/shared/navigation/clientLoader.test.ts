// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadDocument, loadedAsDocument } from "./loadDocument";
import { PREFETCH_PARAM } from "./prefetchParam";
import { makeClientLoader } from "./clientLoader";

vi.mock("./loadDocument", () => ({
  loadDocument: vi.fn(() => new Promise(() => {})),
  loadedAsDocument: vi.fn(() => false),
}));
beforeEach(() => {
  vi.mocked(loadDocument).mockClear();
  vi.mocked(loadedAsDocument).mockReturnValue(false);
  window.history.replaceState(null, "", "/");
});

type Page = { title: string };
const at = (path: string) => new URL(path, window.location.origin);
const prefetching = (path: string) => at(`${path}?${PREFETCH_PARAM}`);
const code = (load: () => Promise<unknown> = async () => {}) => ({ loadCode: vi.fn(load) });

describe("a route's client loader", () => {
  it("shows the prerendered data made fresh, once the code of what shows it has loaded", async () => {
    const part = code();
    const { clientLoader } = makeClientLoader<Page>({
      live: async (prerendered) => ({ title: `${prerendered.title}, fresh` }),
      code: () => [part],
    });
    const serverLoader = vi.fn(async () => ({ title: "Pricing" }));
    expect(await clientLoader({ url: at("/page-one"), serverLoader })).toEqual({ title: "Pricing, fresh" });
    expect(part.loadCode).toHaveBeenCalledOnce();
  });

  it("gives a click the prefetch's result, once, without loading again", async () => {
    const { clientLoader } = makeClientLoader<Page>({});
    const serverLoader = vi.fn(async () => ({ title: "Pricing" }));
    await clientLoader({ url: prefetching("/page-one"), serverLoader });
    expect(await clientLoader({ url: at("/page-one"), serverLoader })).toEqual({ title: "Pricing" });
    expect(serverLoader).toHaveBeenCalledOnce();
    // Built data is kept for the page; only the prefetch's result is used once.
    await clientLoader({ url: at("/page-one"), serverLoader });
    expect(serverLoader).toHaveBeenCalledOnce();
  });

  it("asks the host nothing for data known without it (a layout's), and still loads the code", async () => {
    const part = code();
    const { clientLoader } = makeClientLoader<null>({ code: () => [part], known: () => null });
    const serverLoader = vi.fn(async () => null);
    expect(await clientLoader({ url: at("/page-one"), serverLoader })).toBeNull();
    expect(serverLoader).not.toHaveBeenCalled();
    expect(part.loadCode).toHaveBeenCalledOnce();
  });

  it("serves every page with the data the document hydrated with when it is the same on each (the root's)", async () => {
    const { clientLoader, handle } = makeClientLoader<Page>({
      samePerDocument: true,
      live: async (prerendered, url) => ({ title: `${prerendered.title} at ${url.pathname}` }),
    });
    handle.keep("/page-one", { title: "Menus" });
    const serverLoader = vi.fn(async () => ({ title: "never asked" }));
    expect(await clientLoader({ url: at("/page-two"), serverLoader })).toEqual({
      title: "Menus at /page-two",
    });
    expect(serverLoader).not.toHaveBeenCalled();
  });

  it("lets a prefetch fail quietly, and the click load the page again", async () => {
    const part = code(() => Promise.reject(new Error("chunk gone")));
    const { clientLoader } = makeClientLoader<Page>({ code: () => [part] });
    const serverLoader = vi.fn(async () => ({ title: "Pricing" }));
    await expect(clientLoader({ url: prefetching("/page-one"), serverLoader })).resolves.toBeNull();
    part.loadCode.mockImplementation(async () => {});
    expect(await clientLoader({ url: at("/page-one"), serverLoader })).toEqual({ title: "Pricing" });
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it("loads the clicked page as a document when its code or data cannot load", async () => {
    const { clientLoader } = makeClientLoader<Page>({
      code: () => [code(() => Promise.reject(new Error("gone")))],
    });
    void clientLoader({ url: at("/page-one"), serverLoader: async () => ({ title: "Pricing" }) });
    await vi.waitFor(() => expect(loadDocument).toHaveBeenCalledWith(at("/page-one")));

    const unbuilt = makeClientLoader<Page>({});
    void unbuilt.clientLoader({
      url: at("/page-two"),
      serverLoader: () => Promise.reject(new Error("404")),
    });
    await vi.waitFor(() => expect(loadDocument).toHaveBeenCalledWith(at("/page-two")));
  });

  it("lets the click on a redirect's old address follow it, and its prefetch not", async () => {
    const { clientLoader } = makeClientLoader<Page>({});
    const serverLoader = () =>
      Promise.reject(new Response(null, { status: 301, headers: { Location: "/new" } }));
    await expect(clientLoader({ url: prefetching("/old"), serverLoader })).resolves.toBeNull();
    const followed = await clientLoader({ url: at("/old"), serverLoader }).catch((error: unknown) => error);
    expect((followed as Response).headers.get("Location")).toBe("/new");
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it("lets a navigation that another replaced fail as React Router expects, loading no document", async () => {
    const { clientLoader } = makeClientLoader<Page>({});
    const controller = new AbortController();
    const request = new Request(at("/page-one"), { signal: controller.signal });
    const serverLoader = () => {
      controller.abort();
      return Promise.reject(new DOMException("The navigation was replaced", "AbortError"));
    };
    await expect(clientLoader({ url: at("/page-one"), serverLoader, request })).rejects.toThrow("replaced");
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it("refreshes the page on screen from the data it hydrated with, reading no file", async () => {
    window.history.replaceState(null, "", "/page-missing");
    const { clientLoader, handle } = makeClientLoader<Page>({
      live: async () => ({ title: "Published since" }),
    });
    handle.keep("/page-missing", { title: "Not found" });
    const serverLoader = vi.fn(() => Promise.reject(new Error("404: the host's 404.html")));
    expect(await clientLoader({ url: at("/page-missing"), serverLoader })).toEqual({
      title: "Published since",
    });
    expect(serverLoader).not.toHaveBeenCalled();
  });

  it("keeps a layout's prerendered data even when it is nothing (null)", async () => {
    const { clientLoader, handle } = makeClientLoader<null>({});
    handle.keep("/page-new", null);
    const serverLoader = vi.fn(() => Promise.reject(new Error("404: the host's 404.html")));
    expect(await clientLoader({ url: at("/page-new"), serverLoader })).toBeNull();
    expect(serverLoader).not.toHaveBeenCalled();
  });

  it("shows the error of a page that a failed load has just loaded as a document: never a loop", async () => {
    vi.mocked(loadedAsDocument).mockReturnValue(true);
    const { clientLoader } = makeClientLoader<Page>({ live: () => Promise.reject(new Error("bug")) });
    await expect(
      clientLoader({ url: at("/page-one"), serverLoader: async () => ({ title: "Pricing" }) }),
    ).rejects.toThrow("bug");
    expect(loadDocument).not.toHaveBeenCalled();
  });
});
