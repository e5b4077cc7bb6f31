import { ThemeProvider } from "@sanity/ui";
import { buildTheme } from "@sanity/ui/theme";
import { render, screen } from "@testing-library/react";
import type { Tool } from "sanity";
import { afterEach, describe, expect, it, vi } from "vitest";
import { analyticsTools } from "./analyticsTool";

// The Studio links to the analytics dashboard (SANITY_STUDIO_ANALYTICS_URL) from an "Analytics"
// tool, and has no such tool without one.

const DASHBOARD = "https://stats.example.com/nexora.ai";

function renderTool(tool: Tool) {
  const Page = tool.component;
  render(
    <ThemeProvider theme={buildTheme()}>
      <Page tool={tool} />
    </ThemeProvider>,
  );
}

/** The tools of the Studio's config, read with the environment given. */
async function studioTools(env: Record<string, string>): Promise<string[]> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { default: config } = await import("./sanity.config");
  const { tools } = config;
  const list = typeof tools === "function" ? tools([]) : (tools ?? []);
  return list.map((tool) => tool.name);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the Studio's Analytics tool", () => {
  it("opens the dashboard in a new tab, and says what is measured", () => {
    const [tool] = analyticsTools({ SANITY_STUDIO_ANALYTICS_URL: DASHBOARD });
    expect(tool).toMatchObject({ name: "analytics", title: "Analytics" });
    renderTool(tool!);
    const link = screen.getByText("Open the analytics dashboard").closest("a");
    expect(link).toHaveAttribute("href", DASHBOARD);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link?.getAttribute("rel")).toMatch(/\bnoopener\b/);
    for (const measured of [
      "Page views",
      "Lead",
      "Sign up",
      "Start trial",
      "Search without results",
      "Web Vitals",
    ])
      expect(screen.getByText(measured, { selector: "strong" })).toBeInTheDocument();
    expect(screen.getByText(/without cookies/)).toBeInTheDocument();
    // The Studio's UI library, rendered the first time in jsdom, takes some 5 s.
  }, 30_000);

  it("is not there without a dashboard", () => {
    expect(analyticsTools({})).toEqual([]);
    expect(analyticsTools({ SANITY_STUDIO_ANALYTICS_URL: " " })).toEqual([]);
  });

  it("is one of the Studio's tools when SANITY_STUDIO_ANALYTICS_URL is set, and only then", async () => {
    // "What works" (./performance/WhatWorksTool.tsx) is there either way.
    expect(await studioTools({ SANITY_STUDIO_ANALYTICS_URL: DASHBOARD })).toEqual([
      "analytics",
      "what-works",
    ]);
    expect(await studioTools({ SANITY_STUDIO_ANALYTICS_URL: "" })).toEqual(["what-works"]);
  }, 30_000);
});
