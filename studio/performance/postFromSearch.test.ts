import { describe, expect, it, vi } from "vitest";
import { postFromSearchIntent, postFromSearchTemplate } from "./postFromSearch";

// A search that found nothing starts a post with its words as title, in the page's language.

describe("the post-from-search template", () => {
  it("gives the post the title and the language it is given", () => {
    const value = postFromSearchTemplate.value as (parameters: unknown) => unknown;
    expect(value({ title: "precios", language: "es" })).toEqual({ title: "precios", language: "es" });
    expect(value({ title: "pricing", language: "xx" })).toEqual({ title: "pricing", language: "en" });
    expect(postFromSearchTemplate.schemaType).toBe("post");
    expect(postFromSearchTemplate.parameters?.map(({ name }) => name)).toEqual(["title", "language"]);
  });

  it("is opened by a create intent with its parameters", () => {
    expect(postFromSearchIntent("precios", "es")).toEqual([
      { type: "post", template: "post-from-search" },
      { title: "precios", language: "es" },
    ]);
  });

  it("is one of the Studio's templates, and in none of its Create menus", async () => {
    vi.resetModules();
    const { default: config } = await import("../sanity.config");
    const templates = config.schema?.templates;
    const list = typeof templates === "function" ? templates([]) : (templates ?? []);
    expect(list.map(({ id }) => id)).toContain("post-from-search");
    // The Studio leaves templates with parameters out of its Create menus.
    expect(postFromSearchTemplate.parameters?.length).toBeGreaterThan(0);
  }, 30_000);
});
