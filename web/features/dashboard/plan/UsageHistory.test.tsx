import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";
import {
  dailyOf,
  json,
  loadTexts,
  paid,
  planBackend,
  planContent,
  renderPlanArea,
  trial,
  type Reply,
} from "../../../../tests/unit/plan-area";

afterEach(() => vi.restoreAllMocks());

const texts = planContent.en!.usageHistory!;
/** The area's address, the current period's (no query). */
const planAddress = localizedPath(paths.dashboardPlan, "en");
const esTexts = planContent.es!.usageHistory!;

/** The current period: Customer Support's month from November 24, the trial's 14 days from November 25. */
const current = {
  period: "current",
  subscriptions: [
    dailyOf(trial, [3, 0, 5], { start: "2030-11-25T09:00:00.000Z", end: "2030-12-09T09:00:00.000Z" }),
    dailyOf(paid, [1200, 12, 8, 4], { start: "2030-11-24T09:00:00.000Z", end: "2030-12-24T09:00:00.000Z" }),
  ],
};
/** The period before: Customer Support's month only (the trial had none). */
const previous = {
  period: "previous",
  subscriptions: [
    dailyOf(paid, [20, 30], { start: "2030-10-24T09:00:00.000Z", end: "2030-11-24T09:00:00.000Z" }),
  ],
};

const section = (name = texts.title!) => screen.getByRole("region", { name });
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

async function renderHistory(
  replies: Record<string, Reply[]> = {},
  options: { search?: string; language?: "en" | "es" } = {},
) {
  const backend = planBackend({
    "GET /api/usage/daily": [json(current)],
    "GET /api/usage/daily?period=previous": [json(previous)],
    ...replies,
  });
  await renderPlanArea({ client: backend.client, ...options });
  return backend;
}

describe("Usage over time", () => {
  it("shows each agent's units a day as a chart and a table, with totals and the backend's limits", async () => {
    await renderHistory();
    const table = await within(section()).findByRole("table", { name: texts.tableCaption! });
    expect(rows(table)).toEqual([
      ["Day", "Content Creator (pieces)", "Customer Support (interactions)"],
      ["November 24, 2030", `–${texts.outsideText}`, "1,200"],
      ["November 25, 2030", "3", "12"],
      ["November 26, 2030", "0", "8"],
      ["November 27, 2030", "5", "4"],
      ["Total", "8", "1,224"],
      ["Plan limit", "50", "1,000"],
    ]);
    const chart = within(section()).getByRole("group", { name: texts.chartLabel! });
    expect(
      within(chart)
        .getAllByRole("img")
        .map((bar) => bar.getAttribute("aria-label")),
    ).toEqual([
      "November 24, 2030: Customer Support, 1,200 interactions",
      "November 25, 2030: Content Creator, 3 pieces; Customer Support, 12 interactions",
      "November 26, 2030: Content Creator, 0 pieces; Customer Support, 8 interactions",
      "November 27, 2030: Content Creator, 5 pieces; Customer Support, 4 interactions",
    ]);
    const legend = within(section())
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(legend).toEqual([
      "Content CreatorNovember 25, 2030 to December 9, 2030 · Plan limit: 50",
      "Customer SupportNovember 24, 2030 to December 24, 2030 · Plan limit: 1,000",
    ]);
    expect(within(section()).getByRole("link", { name: texts.currentLabel! })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("is in Spanish on a Spanish page, a plan without a limit saying so", async () => {
    const unlimited = { ...paid, plan: "enterprise" };
    await renderHistory(
      {
        "GET /api/agents": [json([trial, unlimited])],
        "GET /api/usage/daily": [
          json({
            ...current,
            subscriptions: [
              current.subscriptions[0],
              { ...current.subscriptions[1], plan: "enterprise", limit: null },
            ],
          }),
        ],
      },
      { language: "es" },
    );
    const table = await within(section(esTexts.title!)).findByRole("table", { name: esTexts.tableCaption! });
    expect(rows(table)[0]).toEqual([
      "Día",
      "Creador de Contenido (piezas)",
      "Atención al Cliente (interacciones)",
    ]);
    expect(rows(table)[1]).toEqual(["24 de noviembre de 2030", `–${esTexts.outsideText}`, "1,200"]);
    expect(rows(table).at(-1)).toEqual(["Límite del plan", "50", "Sin límite"]);
    expect(within(section(esTexts.title!)).getByRole("link", { name: "Este periodo" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("switches to the previous period in the address, which a reload keeps", async () => {
    const user = userEvent.setup();
    const backend = await renderHistory();
    await within(section()).findByRole("table");
    const previousLink = within(section()).getByRole("link", { name: texts.previousLabel! });
    await user.click(previousLink);
    await waitFor(() => expect(rows(within(section()).getByRole("table"))).toHaveLength(5));
    expect(rows(within(section()).getByRole("table"))).toEqual([
      ["Day", "Customer Support (interactions)"],
      ["October 24, 2030", "20"],
      ["October 25, 2030", "30"],
      ["Total", "50"],
      ["Plan limit", "1,000"],
    ]);
    expect(within(section()).getByRole("link", { name: texts.previousLabel! })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(within(section()).getByRole("link", { name: texts.currentLabel! })).not.toHaveAttribute(
      "aria-current",
    );
    expect(within(section()).getByRole("link", { name: texts.currentLabel! })).toHaveAttribute(
      "href",
      planAddress,
    );
    expect(backend.calls("GET /api/usage/daily").map((call) => call.search)).toEqual([
      "?period=current",
      "?period=previous",
    ]);
    // The focus stays on the choice (a move of the query is no arrival), and the plans stay.
    expect(previousLink).toHaveFocus();
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("reads the period the address names when the page loads (a reload)", async () => {
    const backend = await renderHistory({}, { search: "?period=previous" });
    const table = await within(section()).findByRole("table");
    expect(rows(table)[1]).toEqual(["October 24, 2030", "20"]);
    expect(within(section()).getByRole("link", { name: texts.previousLabel! })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(backend.calls("GET /api/usage/daily").map((call) => call.search)).toEqual(["?period=previous"]);
  });

  it("says it is loading, then what it shows", async () => {
    let answer!: (reply: Response) => void;
    await renderHistory({ "GET /api/usage/daily": [new Promise<Response>((resolve) => (answer = resolve))] });
    expect(within(section()).getByText(loadTexts.loadingText!)).toBeInTheDocument();
    expect(within(section()).queryByRole("table")).not.toBeInTheDocument();
    answer(json(current));
    expect(await within(section()).findByRole("table")).toBeInTheDocument();
  });

  it.each([
    ["no agent has the period", { period: "current", subscriptions: [] }],
    ["nothing was used", { period: "current", subscriptions: [dailyOf(trial, [0, 0])] }],
  ])("says there was no usage when %s", async (_case, reply) => {
    await renderHistory({ "GET /api/usage/daily": [json(reply)] });
    expect(await within(section()).findByText(texts.emptyText!)).toBeInTheDocument();
    expect(within(section()).queryByRole("table")).not.toBeInTheDocument();
    expect(within(section()).queryByRole("group", { name: texts.chartLabel! })).not.toBeInTheDocument();
  });

  it("says why it failed, with a Retry that reads it again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    await renderHistory({ "GET /api/usage/daily": [new Response("down", { status: 503 }), json(current)] });
    expect(await within(section()).findByRole("alert")).toHaveTextContent(loadTexts.serverText!);
    await user.click(within(section()).getByRole("button", { name: loadTexts.retryLabel! }));
    expect(within(section()).getByRole("heading", { level: 2 })).toHaveFocus();
    expect(await within(section()).findByRole("table")).toBeInTheDocument();
    expect(within(section()).queryByRole("alert")).not.toBeInTheDocument();
  });
});
