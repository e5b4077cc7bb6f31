import { render, screen, within } from "@testing-library/react";
import type { Tool } from "sanity";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADDRESSED_DOCUMENTS_QUERY } from "./addressedDocuments";
import { fakePlausible } from "./fakePlausible.fixture";
import { StudioFrame } from "./performance.fixture";
import { plausibleConfig } from "./plausibleConfig";
import { clearStatsCache } from "./statsCache";
import { saveStatsKey } from "./statsKey";
import { whatWorksTool } from "./WhatWorksTool";

// The Studio's What works tool finds the documents with a page through the Studio's client, once.

const fetchDocuments = vi.fn();
// The Studio's client is one object for the life of the workspace.
const client = { fetch: fetchDocuments };
vi.mock("sanity", async (original) => ({
  ...(await original<typeof import("sanity")>()),
  useClient: () => client,
}));

const site = plausibleConfig({ SANITY_STUDIO_ANALYTICS_URL: "https://stats.example.com/nexora.ai" })!;

beforeEach(() => {
  clearStatsCache();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the What works tool in the Studio", () => {
  it("opens the document at a row's address, found with the Studio's client", async () => {
    fetchDocuments.mockResolvedValue([
      { _id: "contact", _type: "page", slug: "book-a-call", language: "en" },
    ]);
    saveStatsKey(site, "my-key");
    fakePlausible((query) =>
      query.filters?.some(([, , values]) => values.includes("Lead")) && query.dimensions?.[0] === "event:page"
        ? [{ dimensions: ["/book-a-call"], metrics: [5] }]
        : [],
    );
    const tool = whatWorksTool(site) as Tool;
    expect(tool).toMatchObject({ name: "what-works", title: "What works" });
    const Component = tool.component;
    render(
      <StudioFrame>
        <Component tool={tool} />
      </StudioFrame>,
    );
    const leads = await screen.findByRole("table", { name: "Pages that bring leads" });
    expect(await within(leads).findByRole("link", { name: "/book-a-call" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/intent\/edit\/id=contact;type=page/),
    );
    expect(fetchDocuments).toHaveBeenCalledOnce();
    expect(fetchDocuments).toHaveBeenCalledWith(ADDRESSED_DOCUMENTS_QUERY, {
      types: ["page", "legalPage", "post", "agent"],
    });
    // The Studio's UI library, rendered the first time in jsdom, takes some 5 s.
  }, 30_000);

  it("says so when the documents cannot be read, and lists the pages by address", async () => {
    fetchDocuments.mockRejectedValue(new Error("Request error"));
    saveStatsKey(site, "my-key");
    fakePlausible((query) =>
      query.dimensions?.join() === "event:page" ? [{ dimensions: ["/book-a-call"], metrics: [5] }] : [],
    );
    const tool = whatWorksTool(site) as Tool;
    const Component = tool.component;
    render(
      <StudioFrame>
        <Component tool={tool} />
      </StudioFrame>,
    );
    expect(await screen.findByText(/The documents could not be read/)).toBeInTheDocument();
    const leads = screen.getByRole("table", { name: "Pages that bring leads" });
    expect(within(leads).getByRole("rowheader", { name: "/book-a-call" })).toBeInTheDocument();
    expect(within(leads).queryByRole("link")).toBeNull();
  }, 30_000);

  it("is there without Plausible, saying how to connect it", () => {
    fetchDocuments.mockResolvedValue([]);
    const tool = whatWorksTool(null) as Tool;
    const Component = tool.component;
    render(
      <StudioFrame>
        <Component tool={tool} />
      </StudioFrame>,
    );
    expect(screen.getByText("Plausible is not connected")).toBeInTheDocument();
  }, 30_000);
});
