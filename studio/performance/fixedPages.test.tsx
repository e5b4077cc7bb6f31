import { ThemeProvider } from "@sanity/ui";
import { buildTheme } from "@sanity/ui/theme";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakePlausible, filterOn } from "./fakePlausible.fixture";
import { fixedPagesOf } from "./fixedPages";
import { plausibleConfig } from "./plausibleConfig";
import { FixedPagesPerformance } from "./PerformanceView";
import { clearStatsCache } from "./statsCache";
import { saveStatsKey } from "./statsKey";
import { paths } from "../../content/paths";

// A singleton holding the texts of the app's own pages reports on those pages, one at a time.

const site = plausibleConfig({ SANITY_STUDIO_ANALYTICS_URL: "https://stats.example.com/nexora.ai" })!;

beforeEach(() => {
  clearStatsCache();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fixedPagesOf", () => {
  it("is the addresses of the pages whose texts a document of the type holds, in its language", () => {
    expect(fixedPagesOf("accountPages")).toEqual([paths.signIn, paths.signUp, paths.forgotPassword]);
    expect(fixedPagesOf("accountPages", "es")).toEqual([
      `/es${paths.signIn}`,
      `/es${paths.signUp}`,
      `/es${paths.forgotPassword}`,
    ]);
    expect(fixedPagesOf("notFoundPage")).toEqual([paths.notFound]);
  });

  it("is none for a type holding no page's texts", () => {
    expect(fixedPagesOf("siteSettings")).toEqual([]);
    expect(fixedPagesOf("page")).toEqual([]);
  });
});

describe("the Performance view of a document holding several pages' texts", () => {
  it("shows the first page's figures, and another's when it is chosen", async () => {
    saveStatsKey(site, "key");
    const asked = new Set<string>();
    fakePlausible((query) => {
      const [page] = filterOn(query, "event:page") ?? filterOn(query, "visit:entry_page") ?? [];
      asked.add(String(page));
      return [];
    });
    render(
      <ThemeProvider theme={buildTheme()}>
        <FixedPagesPerformance config={site} pages={fixedPagesOf("accountPages", "es")} />
      </ThemeProvider>,
    );
    expect(await screen.findByText(`/es${paths.signIn}`, { selector: "code" })).toBeInTheDocument();
    expect([...asked]).toEqual([`/es${paths.signIn}`]);
    await userEvent.selectOptions(screen.getByLabelText("Page"), `/es${paths.signUp}`);
    expect(await screen.findByText(`/es${paths.signUp}`, { selector: "code" })).toBeInTheDocument();
    expect([...asked]).toEqual([`/es${paths.signIn}`, `/es${paths.signUp}`]);
  }, 30_000);

  it("has no choice to make for a single page", async () => {
    saveStatsKey(site, "key");
    fakePlausible(() => []);
    render(
      <ThemeProvider theme={buildTheme()}>
        <FixedPagesPerformance config={site} pages={[paths.notFound]} />
      </ThemeProvider>,
    );
    expect(await screen.findByText(paths.notFound, { selector: "code" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Page")).toBeNull();
  }, 30_000);
});
