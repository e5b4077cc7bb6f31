import { paths } from "#content/paths.ts";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "#web/shared/i18n/messages/en.ts";
import { formatDateTime } from "#web/shared/ui/format.ts";
import {
  dashboardContent,
  fakeBackend,
  json,
  refusal,
  renderRunsPages,
  retryOf,
  run,
  runSummary,
  type Call,
} from "../../../../tests/unit/runs-stand-in";
import { RUN_POLL_MS } from "../data/runReads";
import { runHeading, RunDetail } from "./RunDetail";
import { RunsList } from "./RunsList";
import { useAddressedRun } from "./useAddressedRun";

const RUNS = paths.dashboardRuns;
const RUN = paths.dashboardRun;

const content = await dashboardContent("en");
const texts = content.runsArea!;
const faults = content.loadStates!;
const refusals = content.refusals!;

/** The run's page as an area shows it: its heading, then the run. */
function RunPage() {
  const { from, load } = useAddressedRun();
  return (
    <section>
      <h1>{runHeading(load, texts)}</h1>
      <RunDetail load={load} from={from} content={content} />
    </section>
  );
}

const failed = run();
const runAddress = (id: string) => `${RUN}?id=${encodeURIComponent(id)}`;

function renderRun(address: string, answer: (call: Call) => Response | Error | Promise<Response | Error>) {
  const backend = fakeBackend(answer);
  const view = renderRunsPages(address, {
    list: <RunsList content={content} />,
    run: <RunPage />,
    client: backend.client,
  });
  return { ...backend, ...view };
}

const address = () => screen.getByTestId("address").textContent;
const facts = () =>
  Object.fromEntries(
    within(document.querySelector(".run-facts") as HTMLElement)
      .getAllByRole("definition")
      .map((value) => [value.previousElementSibling?.textContent, value.textContent]),
  );
const steps = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((step) => step.textContent);
const retryButton = () => screen.getByRole("button", { name: texts.retryLabel! });
const getCalls = (calls: Call[], id: string) =>
  calls.filter((call) => call.method === "GET" && call.path === `/api/runs/${id}`).length;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a run's page", () => {
  it("shows a failed run: its facts, its steps in order and the failed step's error as written", async () => {
    const { calls } = renderRun(runAddress(failed.id), () => json(failed));
    expect(await screen.findByRole("heading", { level: 1, name: "Ticket triage" })).toBeInTheDocument();
    expect(facts()).toEqual({
      [texts.statusLabel!]: "Failed",
      [texts.agentLabel!]: "Customer Support",
      [texts.triggerLabel!]: "Scheduled",
      [texts.startedLabel!]: formatDateTime(failed.started_at, en.formats),
      [texts.durationLabel!]: "4.2 s",
    });
    expect(screen.getByRole("heading", { level: 2, name: texts.stepsTitle! })).toBeInTheDocument();
    expect(steps()).toEqual([
      `Read the new tickets${"Failed"}4.2 s${texts.errorLabel} ${failed.steps[0].error!.message}`,
      "Classify them with the model" + "Skipped" + "–",
      "Route them to the team" + "Skipped" + "–",
    ]);
    expect(retryButton()).toBeEnabled();
    expect(screen.getByRole("link", { name: texts.backLabel! })).toHaveAttribute("href", `${RUNS}`);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /api/runs/${failed.id}`]);
  });

  it("offers no Retry for a run that did not fail, and names the run it retries", async () => {
    const retried = retryOf(failed, "succeeded");
    renderRun(runAddress(retried.id), () => json(retried));
    await screen.findByRole("heading", { level: 1, name: "Ticket triage" });
    expect(facts()).toMatchObject({
      [texts.statusLabel!]: "Succeeded",
      [texts.triggerLabel!]: "Retry",
      [texts.retryOfLabel!]: failed.id,
    });
    expect(screen.getByRole("link", { name: failed.id })).toHaveAttribute("href", runAddress(failed.id));
    expect(screen.queryByRole("button", { name: texts.retryLabel! })).not.toBeInTheDocument();
  });

  it.each([
    ["an id the backend does not know", runAddress("run-nobody"), () => refusal(404, "not_found"), 1],
    ["no id", `${RUN}`, () => json(failed), 0],
    ["an empty id", `${RUN}?id=`, () => json(failed), 0],
  ])(
    "says plainly that the run is not found for %s, with a link to the list",
    async (_case, at, answer, asked) => {
      const { calls } = renderRun(at, answer);
      expect(await screen.findByText(texts.notFoundText!)).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: texts.runTitle! })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: texts.backLabel! })).toHaveAttribute("href", `${RUNS}`);
      expect(calls).toHaveLength(asked);
    },
  );

  it.each([
    ["a 5xx", () => new Response("", { status: 502 }), faults.serverText],
    [
      "a session that expired (401 after the token's refresh)",
      () => new Response(null, { status: 401 }),
      faults.unauthorizedText,
    ],
  ])("says what failed for %s, and retries", async (_cause, failure, message) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    let failing = true;
    renderRun(runAddress(failed.id), () => (failing ? failure() : json(failed)));
    expect(await screen.findByRole("alert")).toHaveTextContent(message!);
    failing = false;
    await user.click(screen.getByRole("button", { name: faults.retryLabel! }));
    expect(await screen.findByRole("heading", { level: 1, name: "Ticket triage" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("links back to the list with the filters the customer came from", async () => {
    const user = userEvent.setup();
    renderRun(`${RUNS}?status=failed&agent=customer-support`, (call) =>
      call.path === "/api/workflows"
        ? json([])
        : call.path === "/api/runs"
          ? json({ runs: [runSummary()], next_cursor: null })
          : json(failed),
    );
    await user.click(
      await screen.findByRole("link", { name: formatDateTime(failed.started_at, en.formats) }),
    );
    await user.click(await screen.findByRole("link", { name: texts.backLabel! }));
    await vi.waitFor(() => expect(address()).toBe(`${RUNS}?status=failed&agent=customer-support`));
    expect(await screen.findByRole("combobox", { name: texts.statusFilterLabel! })).toHaveValue("failed");
  });
});

describe("Retry on a run's page", () => {
  /**
   * The stand-in's retry on a faked clock: the new run is queued when made, running 2 s later,
   * succeeded at 5 s.
   */
  function retryingBackend() {
    let madeAt = 0;
    const retried = (status: Parameters<typeof retryOf>[1]) => retryOf(failed, status);
    return (call: Call) => {
      if (call.method === "POST") {
        madeAt = Date.now();
        return json(retried("queued"), 201);
      }
      if (call.path === `/api/runs/${failed.id}`) return json(failed);
      const elapsed = Date.now() - madeAt;
      return json(retried(elapsed < 2_000 ? "queued" : elapsed < 5_000 ? "running" : "succeeded"));
    };
  }
  const newId = `${failed.id}-r1`;
  // Testing Library's user-event waits on a timer of its own, which the faked clock holds.
  const click = (element: HTMLElement) =>
    act(async () => {
      element.focus();
      fireEvent.click(element);
    });
  const status = () => facts()[texts.statusLabel!];

  it("is busy while it starts, then shows the new run and follows it until it succeeds", async () => {
    vi.useFakeTimers();
    let started: (reply: Response) => void = () => {};
    const answer = retryingBackend();
    const { calls } = renderRun(runAddress(failed.id), (call) =>
      call.method === "POST"
        ? new Promise<Response>((resolve) => (started = (reply) => resolve(reply)))
        : answer(call),
    );
    await vi.waitFor(() => retryButton());

    await click(retryButton());
    const busy = screen.getByRole("button", { name: texts.retryingLabel! });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    expect(busy).toHaveFocus();
    await click(busy);
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);

    started(
      answer({
        method: "POST",
        path: `/api/runs/${failed.id}/retry`,
        query: new URLSearchParams(),
      }) as Response,
    );
    await vi.waitFor(() => expect(address()).toBe(runAddress(newId)));
    const news = screen.getByRole("status");
    expect(news).toHaveTextContent(texts.retryStartedText!);
    expect(news).toHaveFocus();
    expect(status()).toBe("Queued");
    expect(facts()[texts.retryOfLabel!]).toBe(failed.id);
    expect(screen.queryByRole("button", { name: texts.retryLabel! })).not.toBeInTheDocument();
    expect(steps()).toEqual(failed.steps.map((step) => `${step.name}Pending–`));

    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_MS));
    expect(status()).toBe("Running");
    expect(steps()[0]).toBe("Read the new ticketsRunning–");
    // Each answer shows (a render) before the next ask is set, 2 s later: one step at a time.
    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_MS));
    expect(status()).toBe("Succeeded");
    expect(facts()[texts.durationLabel!]).toBe("5 s");

    const asked = getCalls(calls, newId);
    await act(() => vi.advanceTimersByTimeAsync(5 * RUN_POLL_MS));
    expect(getCalls(calls, newId)).toBe(asked);
  });

  it("keeps a run that is going on screen when asking for it again fails, with the fault and Retry", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const going = retryOf(failed, "running");
    let asked = 0;
    const { calls } = renderRun(runAddress(going.id), () => {
      asked += 1;
      if (asked === 2) return new Response(null, { status: 503 });
      return json(asked === 1 ? going : retryOf(failed, "succeeded"));
    });
    await vi.waitFor(() => expect(status()).toBe("Running"));

    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_MS));
    await vi.waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(faults.serverText!));
    expect(status()).toBe("Running");
    // Not asked again on its own once asking failed.
    await act(() => vi.advanceTimersByTimeAsync(5 * RUN_POLL_MS));
    expect(getCalls(calls, going.id)).toBe(2);

    await click(screen.getByRole("button", { name: faults.retryLabel! }));
    await vi.waitFor(() => expect(status()).toBe("Succeeded"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("does not follow a run while the tab is hidden, and asks again as soon as it shows", async () => {
    vi.useFakeTimers();
    let visibility: DocumentVisibilityState = "visible";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
    const going = retryOf(failed, "running");
    const { calls } = renderRun(runAddress(going.id), () => json(going));
    await vi.waitFor(() => expect(status()).toBe("Running"));
    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_MS));
    const asked = getCalls(calls, going.id);

    visibility = "hidden";
    await act(() => vi.advanceTimersByTimeAsync(10 * RUN_POLL_MS));
    expect(getCalls(calls, going.id)).toBe(asked);

    visibility = "visible";
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await vi.waitFor(() => expect(getCalls(calls, going.id)).toBe(asked + 1));
  });

  it("stops following the new run when the page goes", async () => {
    vi.useFakeTimers();
    const { calls, unmount } = renderRun(runAddress(failed.id), retryingBackend());
    await vi.waitFor(() => retryButton());
    await click(retryButton());
    await vi.waitFor(() => expect(address()).toBe(runAddress(newId)));
    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_MS));
    expect(status()).toBe("Running");

    const asked = getCalls(calls, newId);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(5 * RUN_POLL_MS));
    expect(getCalls(calls, newId)).toBe(asked);
  });

  it.each([
    ["conflict", () => refusal(409, "conflict"), refusals.conflict],
    ["quota_reached", () => refusal(429, "quota_reached"), refusals.quotaReached],
    ["not_found", () => refusal(404, "not_found"), refusals.notFound],
    ["invalid_request", () => refusal(400, "invalid_request"), refusals.invalidRequest],
    ["another code", () => refusal(409, "trial_exists"), refusals.other],
    ["a session that expired", () => new Response(null, { status: 401 }), faults.unauthorizedText],
  ])(
    "says why it was refused (%s), from the content, and keeps the page as it was",
    async (_code, reply, reason) => {
      const user = userEvent.setup();
      renderRun(runAddress(failed.id), (call) => (call.method === "POST" ? reply() : json(failed)));
      await user.click(await screen.findByRole("button", { name: texts.retryLabel! }));

      expect(await screen.findByRole("alert")).toHaveTextContent(reason!);
      expect(screen.getByRole("alert")).not.toHaveTextContent("The backend's own words");
      expect(address()).toBe(runAddress(failed.id));
      expect(retryButton()).not.toHaveAttribute("aria-disabled");
      expect(facts()[texts.statusLabel!]).toBe("Failed");
      expect(steps()).toHaveLength(3);
    },
  );
});
