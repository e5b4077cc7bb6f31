import { paths } from "#content/paths.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Run } from "#web/shared/api/backend.ts";
import {
  dashboardContent,
  fakeBackend,
  json,
  refusal,
  renderRunsPages,
  retryOf,
  run,
  type Call,
} from "../../../../tests/unit/runs-stand-in";
import { RUN_POLL_MS } from "../data/runReads";
import { runHeading, RunDetail } from "./RunDetail";
import { RunsList } from "./RunsList";
import { useAddressedRun } from "./useAddressedRun";

const content = await dashboardContent("en");
const spanish = await dashboardContent("es");
const texts = content.runsArea!;
const faults = content.loadStates!;
const refusals = content.refusals!;

function RunPage({ texts: pageContent = content }: { texts?: DashboardPageQueryResult }) {
  const { from, load } = useAddressedRun();
  return (
    <section>
      <h1>{runHeading(load, pageContent?.runsArea)}</h1>
      <RunDetail load={load} from={from} content={pageContent} />
    </section>
  );
}

const failed = run();
/** A retry of the failed run, going; the stand-in's are the runs a customer can stop. */
const running = retryOf(failed, "running");
const queued = retryOf(failed, "queued");

/** `going` as the backend answers once it is stopped (contract: unfinished steps skipped). */
function stoppedOf(going: Run): Run {
  return {
    ...going,
    status: "stopped",
    finished_at: "2026-11-26T10:00:03.000Z",
    duration_ms: 3000,
    steps: going.steps.map((step) =>
      step.status === "running"
        ? { ...step, status: "skipped", duration_ms: 1000 }
        : step.status === "pending"
          ? { ...step, status: "skipped" }
          : step,
    ),
  };
}

const RUN = paths.dashboardRun;
const runAddress = (id: string, prefix = "") => `${prefix}${RUN}?id=${encodeURIComponent(id)}`;

function renderRun(
  answer: (call: Call) => Response | Error | Promise<Response | Error>,
  { at = runAddress(running.id), pageContent = content } = {},
) {
  const backend = fakeBackend(answer);
  renderRunsPages(at, {
    list: <RunsList content={pageContent} />,
    run: <RunPage texts={pageContent} />,
    client: backend.client,
  });
  return backend;
}

const status = () =>
  within(document.querySelector(".run-facts") as HTMLElement).getAllByRole("definition")[0].textContent;
const steps = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((step) => step.textContent);
const stopButton = () => screen.queryByRole("button", { name: texts.stopLabel! });
const posts = (calls: Call[]) => calls.filter((call) => call.method === "POST");
const reads = (calls: Call[]) => calls.filter((call) => call.method === "GET").length;
// Testing Library's user-event waits on a timer of its own, which the faked clock holds.
const click = (element: HTMLElement) =>
  act(async () => {
    element.focus();
    fireEvent.click(element);
  });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("Stop on a run's page", () => {
  it.each([
    ["queued", true, queued],
    ["running", true, running],
    ["succeeded", false, retryOf(failed, "succeeded")],
    ["failed", false, failed],
    ["stopped", false, stoppedOf(running)],
  ])("is offered only while a run is going: %s, %s", async (_status, offered, shown) => {
    renderRun(() => json(shown), { at: runAddress(shown.id) });
    await screen.findByRole("heading", { level: 1, name: "Ticket triage" });
    expect(status()).toBe(texts.runStatusLabels![shown.status]);
    if (offered) expect(stopButton()).not.toHaveAttribute("aria-disabled");
    else expect(stopButton()).not.toBeInTheDocument();
  });

  it("is busy while it is sent, then shows the stopped run and says so, with the focus, and asks no more", async () => {
    vi.useFakeTimers();
    let send: () => void = () => {};
    let stopped = false;
    const { calls } = renderRun((call) => {
      if (call.method === "GET") return json(stopped ? stoppedOf(running) : running);
      return new Promise<Response>((resolve) => {
        send = () => {
          stopped = true;
          resolve(json(stoppedOf(running)));
        };
      });
    });
    await vi.waitFor(() => expect(stopButton()).toBeInTheDocument());

    await click(stopButton()!);
    const busy = screen.getByRole("button", { name: texts.stoppingLabel! });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    expect(busy).toHaveFocus();
    await click(busy);
    expect(posts(calls)).toEqual([
      expect.objectContaining({ method: "POST", path: `/api/runs/${running.id}/stop` }),
    ]);
    // While the stop is on its way the page does not ask for the run on its own.
    const asked = reads(calls);
    await act(() => vi.advanceTimersByTimeAsync(2 * RUN_POLL_MS));
    expect(reads(calls)).toBe(asked);

    await act(async () => send());
    await vi.waitFor(() => expect(status()).toBe(texts.runStatusLabels!.stopped));
    const news = screen.getByRole("status");
    expect(news).toHaveTextContent(texts.stoppedText!);
    expect(news).toHaveFocus();
    expect(stopButton()).not.toBeInTheDocument();
    expect(steps()).toEqual([
      "Read the new tickets" + "Skipped" + "1 s",
      "Classify them with the model" + "Skipped" + "–",
      "Route them to the team" + "Skipped" + "–",
    ]);
    expect(screen.queryByRole("button", { name: texts.retryLabel! })).not.toBeInTheDocument();

    const after = reads(calls);
    await act(() => vi.advanceTimersByTimeAsync(5 * RUN_POLL_MS));
    expect(reads(calls)).toBe(after);
  });

  it("is not undone by an answer to a poll asked before the stop", async () => {
    vi.useFakeTimers();
    const held: ((reply: Response) => void)[] = [];
    const { calls } = renderRun((call) => {
      if (call.method === "POST") return json(stoppedOf(running));
      // The first read answers at once; each later one when the test says.
      if (reads(calls) === 1) return json(running);
      return new Promise<Response>((resolve) => held.push(resolve));
    });
    await vi.waitFor(() => expect(stopButton()).toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_MS));
    expect(held).toHaveLength(1);

    await click(stopButton()!);
    await vi.waitFor(() => expect(held).toHaveLength(2));
    await vi.waitFor(() => expect(status()).toBe(texts.runStatusLabels!.stopped));
    // The poll's answer comes now, older than the stop: the run stays stopped.
    await act(async () => held[0](json(running)));
    expect(status()).toBe(texts.runStatusLabels!.stopped);
    expect(stopButton()).not.toBeInTheDocument();
    await act(async () => held[1](json(running)));
    expect(status()).toBe(texts.runStatusLabels!.stopped);
    expect(stopButton()).not.toBeInTheDocument();
    const asked = reads(calls);
    await act(() => vi.advanceTimersByTimeAsync(3 * RUN_POLL_MS));
    expect(reads(calls)).toBe(asked);
  });

  it("says the run had already ended (409 run_finished), then shows how it ended, the news taking the focus", async () => {
    const user = userEvent.setup();
    let ended = false;
    renderRun((call) => {
      if (call.method === "POST") {
        ended = true;
        return refusal(409, "run_finished");
      }
      return json(ended ? retryOf(failed, "succeeded") : running);
    });
    await user.click(await screen.findByRole("button", { name: texts.stopLabel! }));

    const said = await screen.findByRole("alert");
    expect(said).toHaveTextContent(texts.stopEndedText!);
    expect(said).not.toHaveTextContent("The backend's own words");
    await vi.waitFor(() => expect(status()).toBe(texts.runStatusLabels!.succeeded));
    expect(stopButton()).not.toBeInTheDocument();
    expect(said).toHaveFocus();
  });

  it.each([
    ["quota_reached (429)", () => refusal(429, "quota_reached"), refusals.quotaReached],
    ["not_found", () => refusal(404, "not_found"), refusals.notFound],
    ["another code", () => refusal(409, "conflict"), refusals.conflict],
    ["a 5xx", () => new Response("", { status: 502 }), faults.serverText],
    ["a session that expired", () => new Response(null, { status: 401 }), faults.unauthorizedText],
  ])(
    "says the run was not stopped and why (%s), from the content, and keeps the button",
    async (_cause, reply, reason) => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const user = userEvent.setup();
      renderRun((call) => (call.method === "POST" ? reply() : json(running)));
      await user.click(await screen.findByRole("button", { name: texts.stopLabel! }));

      const said = await screen.findByRole("alert");
      expect(said).toHaveTextContent(`${texts.stopRefusedText} ${reason}`);
      expect(said).not.toHaveTextContent("The backend's own words");
      expect(status()).toBe(texts.runStatusLabels!.running);
      expect(stopButton()).not.toHaveAttribute("aria-disabled");
      expect(stopButton()).toHaveFocus();
    },
  );

  it("speaks Spanish under /es", async () => {
    const user = userEvent.setup();
    let stopped = false;
    renderRun(
      (call) => {
        if (call.method === "POST") stopped = true;
        return json(stopped ? stoppedOf(running) : running);
      },
      { at: runAddress(running.id, "/es"), pageContent: spanish },
    );
    const words = spanish.runsArea!;
    await user.click(await screen.findByRole("button", { name: words.stopLabel! }));
    expect(await screen.findByRole("status")).toHaveTextContent(words.stoppedText!);
    expect(status()).toBe(words.runStatusLabels!.stopped);
    expect(words.stopLabel).not.toBe(texts.stopLabel);
  });
});
