import { readFileSync } from "node:fs";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { iconNames } from "#schemas/iconNames.ts";
import { Icon, iconComponents } from "./Icon";

describe("Icon", () => {
  it("has a component for every icon the Studio offers", () => {
    expect(Object.keys(iconComponents).sort()).toEqual([...iconNames].sort());
  });

  it("covers every icon name used in the bundled dataset", () => {
    const text = readFileSync("studio/seed/production.ndjson", "utf8");
    const used = new Set([...text.matchAll(/"icon":"([^"]+)"/g)].map((match) => match[1]));
    const unknown = [...used].filter((name) => !(iconNames as readonly string[]).includes(name));
    expect(unknown).toEqual([]);
  });

  it("draws a fallback for an unknown name and hides icons from assistive technology", () => {
    const { container } = render(<Icon name="no-such-icon" />);
    const svg = container.querySelector("svg");
    expect(svg).not.toBeNull();
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
  });
});
