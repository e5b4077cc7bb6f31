import { ThemeProvider } from "@sanity/ui";
import { buildTheme } from "@sanity/ui/theme";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { asks, fakePlausible, filterOn } from "./fakePlausible.fixture";
import { PerformancePanel } from "./PerformancePanel";
import { plausibleConfig } from "./plausibleConfig";
import { clearStatsCache } from "./statsCache";
import { readStatsKey, saveStatsKey } from "./statsKey";
import type { StatsQuery, StatsRow } from "./statsQuery";

// A document's Performance view: each of its states, and the figures of a page.

const site = plausibleConfig({ SANITY_STUDIO_ANALYTICS_URL: "https://stats.example.com/nexora.ai" })!;
const TODAY = "2026-11-29";
const PATH = "/es/contacto";
const row = (dimensions: string[], ...metrics: number[]) => ({ dimensions, metrics });

/** A page with visits, leads from two forms, a sign-up, a trial and Web Vitals. */
function pageFigures(query: StatsQuery): StatsRow[] {
  const goals = filterOn(query, "event:goal");
  if (asks(query, "event:props:lcp")) return [row([TODAY, "2400"], 3), row(["2026-10-10", "3000"], 1)];
  if (asks(query, "event:props:inp")) return [row([TODAY, "180"], 2), row([TODAY, "(none)"], 1)];
  if (asks(query, "event:props:cls")) return [row([TODAY, "0.051"], 3)];
  if (asks(query, "event:props:form"))
    return [row([TODAY, "contact-page", "(none)"], 2), row(["2026-10-10", "(none)", "Webinar"], 1)];
  if (asks(query, "event:goal")) return [row([TODAY, "Sign up"], 1), row([TODAY, "Start trial"], 1)];
  if (filterOn(query, "visit:entry_page")) return goals ? [row([TODAY], 2)] : [row([TODAY], 8)];
  return [row([TODAY], 10, 12), row(["2026-11-10"], 5, 5), row(["2026-10-10"], 10, 11)];
}

function renderPanel(props: Partial<Parameters<typeof PerformancePanel>[0]> = {}) {
  return render(
    <ThemeProvider theme={buildTheme()}>
      <PerformancePanel config={site} path={PATH} today={TODAY} {...props} />
    </ThemeProvider>,
  );
}

/** The cells of the table's row whose header is `name`. */
const cellsOf = (name: string | RegExp) =>
  within(screen.getByRole("rowheader", { name }).closest("tr")!)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

beforeEach(() => {
  clearStatsCache();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the Performance view", () => {
  it("says how to connect Plausible when the Studio has none, and asks nothing", () => {
    const fetchMock = fakePlausible(() => []);
    renderPanel({ config: null });
    expect(screen.getByText("Plausible is not connected")).toBeInTheDocument();
    expect(screen.getAllByText(/SANITY_STUDIO_ANALYTICS_URL/).length).toBeGreaterThan(0);
    expect(screen.getByText(/docs\/analytics\.md/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // The Studio's UI library, rendered the first time in jsdom, takes some 5 s.
  }, 30_000);

  it("says a document without a slug has no address yet", () => {
    renderPanel({ path: null });
    expect(screen.getByText(/no address yet/)).toBeInTheDocument();
  });

  it("asks for the editor's key, keeps it in this browser and reads the figures with it", async () => {
    const fetchMock = fakePlausible(pageFigures);
    renderPanel();
    expect(fetchMock).not.toHaveBeenCalled();
    const input = screen.getByLabelText("Plausible Stats API key");
    expect(input).toHaveAttribute("type", "password");
    expect(screen.getByText(/Settings → API keys/)).toBeInTheDocument();
    expect(
      screen.getByText(/kept in this browser only .* sent only to https:\/\/stats\.example\.com/),
    ).toBeInTheDocument();
    await userEvent.type(input, "my-key");
    await userEvent.click(screen.getByRole("button", { name: "Save in this browser" }));
    expect(readStatsKey(site)).toBe("my-key");
    await screen.findByRole("table");
    expect(fetchMock).toHaveBeenCalledTimes(8);
    for (const [url, init] of fetchMock.mock.calls) {
      expect(url).toBe("https://stats.example.com/api/v2/query");
      expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer my-key");
    }
  }, 30_000);

  it("shows the page's figures per period, the change, and a link to them in Plausible", async () => {
    saveStatsKey(site, "my-key");
    fakePlausible(pageFigures);
    renderPanel();
    expect(screen.getByRole("status")).toHaveTextContent(/Asking Plausible/);
    const table = await screen.findByRole("table", { name: "What /es/contacto earned" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Figure", "Last 7 days", "Last 30 days", "The 30 days before", "Change"]);
    expect(cellsOf("Visitors")).toEqual(["10", "15", "10", "+50%"]);
    expect(cellsOf("Page views")).toEqual(["12", "17", "11", "+54.5%"]);
    expect(cellsOf("Leads sent on this page")).toEqual(["2", "2", "1", "+100%"]);
    expect(cellsOf("Leads from contact-page")).toEqual(["2", "2", "0", "new"]);
    expect(cellsOf("Leads from Webinar")).toEqual(["0", "0", "1", "−100%"]);
    expect(cellsOf(/^Sign-ups/)).toEqual(["1", "1", "0", "new"]);
    expect(cellsOf(/^Trials/)).toEqual(["1", "1", "0", "new"]);
    expect(cellsOf(/^Conversion rate/)).toEqual(["25%", "25%", "–", "–"]);
    expect(cellsOf(/^LCP/)).toEqual(["2.4 s (3 samples)", "2.4 s (3 samples)", "3.0 s (1 sample)", "−20%"]);
    expect(cellsOf(/^INP/)).toEqual(["180 ms (2 samples)", "180 ms (2 samples)", "no data yet", "–"]);
    expect(cellsOf(/^CLS/)).toEqual(["0.05 (3 samples)", "0.05 (3 samples)", "no data yet", "–"]);
    expect(screen.getByText(/Figures for/)).toHaveTextContent("/es/contacto");
    expect(screen.getByRole("link", { name: /Open this page's figures in Plausible/ })).toHaveAttribute(
      "href",
      "https://stats.example.com/nexora.ai?filters=((is,page,(/es/contacto)))",
    );
  }, 30_000);

  it("says no data yet when nothing was measured", async () => {
    saveStatsKey(site, "my-key");
    fakePlausible(() => []);
    renderPanel();
    expect(await screen.findByText(/No data yet/)).toHaveTextContent(/after visitors accept measuring/);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  }, 30_000);

  it("says why the figures could not be read, and asks again on Retry", async () => {
    saveStatsKey(site, "my-key");
    let limited = true;
    fakePlausible((query) =>
      limited ? Response.json({ error: "Too many API requests" }, { status: 429 }) : pageFigures(query),
    );
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent(/hourly limit/);
    expect(screen.queryByLabelText("Plausible Stats API key")).not.toBeInTheDocument();
    limited = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByRole("table");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  }, 30_000);

  it("asks for another key when Plausible refuses the key", async () => {
    saveStatsKey(site, "old-key");
    const fetchMock = fakePlausible((query, key) =>
      key === "new-key"
        ? pageFigures(query)
        : Response.json({ error: "Invalid API key or site ID." }, { status: 401 }),
    );
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent(/refused the key: enter another/);
    expect(screen.getByText("Enter another Plausible key")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Plausible Stats API key"), "new-key");
    await userEvent.click(screen.getByRole("button", { name: "Save in this browser" }));
    await screen.findByRole("table");
    expect(readStatsKey(site)).toBe("new-key");
    expect(new Headers(fetchMock.mock.lastCall?.[1]?.headers).get("Authorization")).toBe("Bearer new-key");
  }, 30_000);

  it("forgets the key", async () => {
    saveStatsKey(site, "my-key");
    fakePlausible(pageFigures);
    renderPanel();
    await screen.findByRole("table");
    await userEvent.click(screen.getByRole("button", { name: "Forget the key" }));
    expect(readStatsKey(site)).toBeNull();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Plausible Stats API key")).toHaveValue("");
  }, 30_000);
});
