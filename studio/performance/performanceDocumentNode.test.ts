import type { StructureBuilder } from "sanity/structure";
import { describe, expect, it, vi } from "vitest";
import { performanceDocumentNode } from "./performanceDocumentNode";
import { plausibleConfig } from "./plausibleConfig";
import { PerformanceView, addressOf } from "./PerformanceView";
import { paths } from "../../content/paths";

// Every document with a page of its own has a "Performance" view, about its address.

const site = plausibleConfig({ SANITY_STUDIO_ANALYTICS_URL: "https://plausible.io/nexora.ai" });

/** A Structure builder that records the views a document node is given. */
function recordingBuilder() {
  const views: unknown[] = [];
  const component = { options: vi.fn(), title: vi.fn(), id: vi.fn(), component: undefined as unknown };
  component.options.mockReturnValue(component);
  component.title.mockReturnValue(component);
  component.id.mockReturnValue(component);
  const S = {
    document: () => ({ views: (list: unknown[]) => (views.push(...list), "with views") }),
    view: {
      form: () => "form",
      component: (value: unknown) => ((component.component = value), component),
    },
  } as unknown as StructureBuilder;
  return { S, views, component };
}

describe("the Performance view", () => {
  it.each(["page", "legalPage", "post", "agent"])("is beside the form of a %s", (schemaType) => {
    const { S, views, component } = recordingBuilder();
    performanceDocumentNode(site)(S, { schemaType } as never);
    expect(views).toEqual(["form", component]);
    expect(component.component).toBe(PerformanceView);
    expect(component.title).toHaveBeenCalledWith("Performance");
    expect(component.options).toHaveBeenCalledWith({ config: site });
  });

  it.each(["accountPages", "dashboardPage", "notFoundPage"])(
    "is beside the form of a %s, which holds the texts of the app's own pages",
    (schemaType) => {
      const { S, views, component } = recordingBuilder();
      performanceDocumentNode(site)(S, { schemaType } as never);
      expect(views).toEqual(["form", component]);
      expect(component.component).toBe(PerformanceView);
    },
  );

  it.each(["form", "author", "siteSettings", "redirect"])(
    "is not on a %s, which has no page",
    (schemaType) => {
      const { S, views } = recordingBuilder();
      performanceDocumentNode(site)(S, { schemaType } as never);
      expect(views).toEqual([]);
    },
  );
});

describe("addressOf", () => {
  it("is the document's address, in its language", () => {
    expect(addressOf("page", { slug: { current: "contacto" }, language: "es" })).toBe("/es/contacto");
    expect(addressOf("page", { slug: { current: "index" }, language: "en" })).toBe("/");
    expect(addressOf("post", { slug: { current: "launch" } })).toBe(paths.post("launch"));
    expect(addressOf("agent", { slug: { current: "ava" }, language: "es" })).toBe("/es/agents/ava");
    expect(addressOf("legalPage", { slug: { current: "privacy-policy" } })).toBe(paths.privacy);
  });

  it("is null without a slug", () => {
    expect(addressOf("page", { slug: { current: "" } })).toBeNull();
    expect(addressOf("page", {})).toBeNull();
    expect(addressOf("page", null)).toBeNull();
  });
});
