import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { decodeJsonParams } from "sanity/router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AddressedDocument } from "./addressedDocuments";
import { asks, fakePlausible, filterOn } from "./fakePlausible.fixture";
import { WhatWorksFixture } from "./performance.fixture";
import { plausibleConfig } from "./plausibleConfig";
import { clearStatsCache } from "./statsCache";
import type { StatsQuery, StatsRow } from "./statsQuery";
import { localizedPath } from "../../content/languages";
import { paths } from "../../content/paths";

// The What works tool: its lists, each row opening its document or starting a post.

const site = plausibleConfig({ SANITY_STUDIO_ANALYTICS_URL: "https://stats.example.com/nexora.ai" })!;
const TODAY = "2026-11-29";
const AVA = paths.agent("ava");
const row = (dimensions: string[], ...metrics: number[]) => ({ dimensions, metrics });

const DOCUMENTS: AddressedDocument[] = [
  { _id: "contact", _type: "page", slug: "book-a-call", language: "en" },
  { _id: "contacto", _type: "page", slug: "contacto", language: "es" },
  { _id: "ava", _type: "agent", slug: "ava" },
];

function siteFigures(query: StatsQuery): StatsRow[] {
  const goals = filterOn(query, "event:goal") ?? [];
  if (goals.includes("Search without results"))
    return [row(["precios", localizedPath(paths.insights, "es")], 3), row(["chatbot", paths.insights], 1)];
  if (goals.includes("Web Vitals")) return [row([AVA, "3100"], 2), row(["/book-a-call", "1200"], 4)];
  if (asks(query, "event:props:source"))
    return [row(["contact-page", "(none)"], 5), row(["(none)", "(none)"], 1)];
  if (goals.includes("Sign up")) return [row([AVA], 2), row(["/book-a-call"], 1)];
  if (goals.includes("Lead")) return [row(["/book-a-call"], 5), row(["/old-offer"], 1)];
  return [row([AVA], 10), row(["/book-a-call"], 20)];
}

function renderTool(props: Partial<Parameters<typeof WhatWorksFixture>[0]> = {}) {
  const navigate = vi.fn<(path: string) => void>();
  render(
    <WhatWorksFixture
      config={site}
      statsKey="my-key"
      documents={DOCUMENTS}
      today={TODAY}
      onNavigate={navigate}
      {...props}
    />,
  );
  return navigate;
}

const table = (name: string | RegExp) => screen.findByRole("table", { name });
const rowsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole("row")
    .slice(1)
    .map((tr) => [...tr.children].map((cell) => cell.textContent));

beforeEach(() => {
  clearStatsCache();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the What works tool", () => {
  it("says how to connect Plausible when the Studio has none", () => {
    fakePlausible(() => []);
    renderTool({ config: null, statsKey: undefined });
    expect(screen.getByRole("heading", { name: "What works" })).toBeInTheDocument();
    expect(screen.getByText("Plausible is not connected")).toBeInTheDocument();
    // The Studio's UI library, rendered the first time in jsdom, takes some 5 s.
  }, 30_000);

  it("asks for the editor's key first", () => {
    const fetchMock = fakePlausible(siteFigures);
    renderTool({ statsKey: undefined });
    expect(screen.getByLabelText("Plausible Stats API key")).toHaveAttribute("type", "password");
    expect(fetchMock).not.toHaveBeenCalled();
  }, 30_000);

  it("lists pages by leads and by conversion, each opening its document", async () => {
    fakePlausible(siteFigures);
    const navigate = renderTool();
    expect(rowsOf(await table("Pages that bring leads"))).toEqual([
      ["/book-a-call", "5"],
      ["/old-offer (no document at this address)", "1"],
    ]);
    expect(rowsOf(await table(/^Pages that convert/))).toEqual([
      [AVA, "20%", "10"],
      ["/book-a-call", "5%", "20"],
    ]);
    const link = within(await table("Pages that bring leads")).getByRole("link", { name: "/book-a-call" });
    expect(link.getAttribute("href")).toMatch(/^\/intent\/edit\/id=contact;type=page/);
    await userEvent.click(within(await table(/^Pages that convert/)).getByRole("link", { name: AVA }));
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/intent\/edit\/id=ava;type=agent/));
  }, 30_000);

  it("lists forms by leads and the slowest pages", async () => {
    fakePlausible(siteFigures);
    renderTool();
    expect(rowsOf(await table("Forms that bring leads"))).toEqual([
      ["contact-page", "5"],
      ["A form without a name", "1"],
    ]);
    expect(rowsOf(await table(/^Slowest pages/))).toEqual([
      [AVA, "3.1 s", "2"],
      ["/book-a-call", "1.2 s", "4"],
    ]);
  }, 30_000);

  it("starts a post titled with the words of a search that found nothing, in the page's language", async () => {
    fakePlausible(siteFigures);
    renderTool();
    const searches = await table("Searches that found nothing");
    expect(rowsOf(searches)).toEqual([
      ["precios", "Spanish", "3", "Write a post"],
      ["chatbot", "English", "1", "Write a post"],
    ]);
    const href = within(searches).getAllByRole("link", { name: "Write a post" })[0]!.getAttribute("href")!;
    const [, params, payload] = href.match(/^\/intent\/create\/([^/]+)\/([^/?]+)/) ?? [];
    expect(params).toBe("type=post;template=post-from-search");
    expect(decodeJsonParams(payload)).toEqual({ title: "precios", language: "es" });
  }, 30_000);

  it("asks again for the period chosen", async () => {
    const fetchMock = fakePlausible(siteFigures);
    renderTool();
    await table("Pages that bring leads");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).date_range).toEqual(["2026-10-31", TODAY]);
    await userEvent.selectOptions(screen.getByLabelText("Period"), "Last 7 days");
    await table("Pages that bring leads");
    expect(JSON.parse(String(fetchMock.mock.lastCall![1]?.body)).date_range).toEqual(["2026-11-23", TODAY]);
  }, 30_000);

  it("shows the addresses without links while the documents are not known", async () => {
    fakePlausible(siteFigures);
    renderTool({ documents: null });
    const leads = await table("Pages that bring leads");
    expect(rowsOf(leads)).toEqual([
      ["/book-a-call", "5"],
      ["/old-offer", "1"],
    ]);
    expect(within(leads).queryByRole("link")).not.toBeInTheDocument();
  }, 30_000);
});
