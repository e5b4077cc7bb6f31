import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openHostedPage } from "#web/features/dashboard/billing/openHostedPage.ts";
import { forgetSentReports } from "#web/shared/api/backend.ts";
import { paths } from "#content/paths.ts";
import {
  json,
  loadTexts,
  paid,
  planBackend,
  planContent,
  planTexts,
  renderPlanArea,
  trial,
  type Reply,
} from "../../../../tests/unit/plan-area";

vi.mock("#web/features/dashboard/billing/openHostedPage.ts", () => ({ openHostedPage: vi.fn() }));
const HOSTED = "https://billing.example/session/plan";

afterEach(async () => {
  vi.restoreAllMocks();
  vi.mocked(openHostedPage).mockClear();
  await forgetSentReports();
});

describe("the Usage and plan area", () => {
  it("is an area of the client area, under its heading from the content, marked in the navigation", async () => {
    await renderPlanArea({ client: planBackend().client });
    expect(screen.getByRole("heading", { level: 1, name: "Usage and plan" })).toBeInTheDocument();
    expect(screen.getByText(planTexts.description!)).toBeInTheDocument();
    expect(
      within(screen.getByRole("navigation", { name: "Dashboard" })).getByRole("link", {
        name: "Usage and plan",
      }),
    ).toHaveAttribute("aria-current", "page");
  });

  it("lists each subscription with its agent's name from the content, plan, status and price", async () => {
    await renderPlanArea({ client: planBackend().client });
    const cards = await screen.findAllByRole("article");
    expect(cards.map((item) => within(item).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Content Creator",
      "Customer Support",
    ]);
    expect(cards[0]).toHaveTextContent("Plan: Starter · $299/month");
    expect(within(cards[0]).getByText("Free trial")).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent("Plan: Professional · $399/month");
    expect(within(cards[1]).getByText("Active")).toBeInTheDocument();
  });

  it("leaves ended subscriptions out", async () => {
    const ended = { ...paid, id: "sub-ended", agent_slug: "data-analyst", status: "cancelled" as const };
    await renderPlanArea({ client: planBackend({ "GET /api/agents": [json([ended, trial])] }).client });
    expect(await screen.findAllByRole("article")).toHaveLength(1);
    expect(screen.queryByText("Data Analyst")).not.toBeInTheDocument();
  });

  it("holds a card's place while the subscriptions load", async () => {
    await renderPlanArea({
      client: planBackend({ "GET /api/agents": [new Promise<Response>(() => {})] }).client,
    });
    expect(screen.getAllByText(loadTexts.loadingText!)[0]).toBeInTheDocument();
    expect(screen.getByTestId("plan-placeholder")).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("says plainly that no backend is configured", async () => {
    await renderPlanArea();
    expect(await screen.findByText(loadTexts.noBackendText!)).toBeInTheDocument();
    expect(screen.queryByTestId("plan-placeholder")).not.toBeInTheDocument();
  });

  it.each([
    ["no subscription", []],
    ["only ended ones", [{ ...trial, status: "cancelled" }]],
  ])("leads to the agents page with %s, in the page's language", async (_case, subscriptions) => {
    await renderPlanArea({ client: planBackend({ "GET /api/agents": [json(subscriptions)] }).client });
    expect(await screen.findByText(planTexts.emptyText!)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse agents" })).toHaveAttribute("href", paths.agents);
  });

  it("leads to the Spanish agents page from a Spanish page", async () => {
    await renderPlanArea({ language: "es", client: planBackend({ "GET /api/agents": [json([])] }).client });
    expect(await screen.findByText(planContent.es!.planArea!.emptyText!)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver agentes" })).toHaveAttribute("href", `/es${paths.agents}`);
  });

  it("follows the content", async () => {
    await renderPlanArea({
      content: {
        ...planContent.en!,
        planArea: { ...planTexts, emptyText: "Nothing on a plan", emptyLinkLabel: "See the agents" },
      },
      client: planBackend({ "GET /api/agents": [json([])] }).client,
    });
    expect(await screen.findByText("Nothing on a plan")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the agents" })).toBeInTheDocument();
  });

  it.each([
    ["a backend that is down", new TypeError("Failed to fetch"), loadTexts.downText, 1],
    [
      "401 after one token refresh (the session has expired)",
      new Response(null, { status: 401 }),
      loadTexts.unauthorizedText,
      2,
    ],
    ["a 5xx", new Response("down for maintenance", { status: 503 }), loadTexts.serverText, 1],
  ])("says what failed for %s, and retries", async (_cause, reply, message, calls) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    const fails: Reply[] = Array.from({ length: calls }, () =>
      reply instanceof Response ? reply.clone() : reply,
    );
    const backend = planBackend({ "GET /api/agents": [...fails, json([trial, paid])] });
    await renderPlanArea({ client: backend.client });

    expect(await screen.findByRole("alert")).toHaveTextContent(message!);
    expect(backend.calls("GET /api/agents")).toHaveLength(calls);
    expect(screen.queryByRole("article")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
    expect(await screen.findAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("a trial ending with no payment method, in Usage and plan", () => {
  it("is told before its end, and Add payment method opens the hosted billing page", async () => {
    const user = userEvent.setup();
    const ends = new Date(Date.now() + 2 * 86_400_000);
    const ending = { ...trial, trial_ends_at: ends.toISOString() };
    const backend = planBackend({
      "GET /api/agents": [json([ending, paid])],
      "GET /api/billing/payment-method": [json({ payment_method: null })],
      "POST /api/billing/portal-sessions": [
        json({ url: HOSTED, expires_at: "2030-01-01T00:30:00.000Z" }, 201),
      ],
    });
    await renderPlanArea({ client: backend.client });
    const month = ends.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    expect(
      await screen.findByText(
        `Add a payment method before ${month} ${ends.getUTCDate()}, ${ends.getUTCFullYear()} to keep Content Creator.`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add payment method" }));
    await waitFor(() => expect(openHostedPage).toHaveBeenCalledWith(HOSTED));
    expect(backend.calls("POST /api/billing/portal-sessions")[0].body).toEqual({
      purpose: "payment_method",
      return_url: `http://localhost${paths.dashboardPlan}`,
    });
  });

  it("is not told with a card on file", async () => {
    const ending = { ...trial, trial_ends_at: new Date(Date.now() + 2 * 86_400_000).toISOString() };
    await renderPlanArea({ client: planBackend({ "GET /api/agents": [json([ending, paid])] }).client });
    expect(await screen.findAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Add payment method" })).not.toBeInTheDocument();
  });
});

describe("a reply that breaks the contract", () => {
  // The usage without its limit: out of openapi.yaml.
  const outOfContract = () => json([{ subscription_id: trial.id, used: 42 }]);
  const esLoad = planContent.es!.loadStates!;

  it.each([
    ["en", loadTexts],
    ["es", esLoad],
  ] as const)(
    "is reported, and says we have been told once the report has gone through (%s)",
    async (language, texts) => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      let received!: (reply: Response) => void;
      const backend = planBackend({
        "GET /api/usage": [outOfContract()],
        "POST /api/client-reports": [new Promise<Response>((resolve) => (received = resolve))],
      });
      await renderPlanArea({ language, client: backend.client });
      // The page does not wait for the report: the fault shows, without claiming anyone knows.
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(texts.mismatchUnreportedText!);
      expect(await screen.findAllByRole("article")).toHaveLength(2);
      await vi.waitFor(() => expect(backend.calls("POST /api/client-reports")).toHaveLength(1));
      expect(backend.calls("POST /api/client-reports")[0].body).toMatchObject({
        kind: "contract_mismatch",
        operation: "GET /api/usage",
        detail: expect.stringMatching(/limit/),
      });

      received(json({ received: true }, 202));
      await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(texts.mismatchText!));
      expect(texts.mismatchText).toMatch(/We have been told|Ya se nos notificó/);
    },
  );

  it("does not say we have been told when the report failed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const backend = planBackend({
      "GET /api/usage": [outOfContract()],
      "POST /api/client-reports": [new TypeError("Failed to fetch")],
    });
    await renderPlanArea({ client: backend.client });
    await vi.waitFor(() => expect(backend.calls("POST /api/client-reports")).toHaveLength(1));
    // Its failure settles in a few turns of the event loop.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole("alert")).toHaveTextContent(loadTexts.mismatchUnreportedText!);
    expect(screen.queryByText(/We have been told/)).not.toBeInTheDocument();
  });
});
