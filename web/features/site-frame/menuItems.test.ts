import { describe, expect, it } from "vitest";
import { paths } from "#content/paths.ts";
import { shownItems } from "./menuItems";

const link = (href: string | null, label = "Link") => ({ _key: label, _type: "menuLink", label, href });

describe("menu items", () => {
  it("keep a link whose address safeHref accepts: a path, an external URL, mailto:, #anchor", () => {
    const links = [
      link(paths.pricing),
      link("https://blog.example.com/"),
      link("mailto:a@b.c"),
      link("#faq"),
    ];
    expect(shownItems(links)).toEqual(links);
  });

  it("leave out a link whose address safeHref refuses, or that has none", () => {
    const items = [
      link("javascript:alert(1)", "script"),
      link("//evil.example", "other host"),
      link("data:text/html,hi", "data"),
      link(null, "gone"),
      link(paths.about, "kept"),
    ];
    expect(shownItems(items).map((item) => item.label)).toEqual(["kept"]);
  });

  it("leave out a link without a text", () => {
    expect(shownItems([link(paths.pricing, ""), link(paths.contact, " ")])).toEqual([]);
  });

  it("keep the menu's other items (the agents dropdown)", () => {
    const dropdown = { _key: "d", _type: "agentsMenu", label: "AI Agents", allAgentsLabel: "All AI Agents" };
    expect(shownItems([dropdown, link(null)])).toEqual([dropdown]);
  });

  it("read no menu as an empty one", () => {
    expect(shownItems(null)).toEqual([]);
    expect(shownItems(undefined)).toEqual([]);
  });
});
