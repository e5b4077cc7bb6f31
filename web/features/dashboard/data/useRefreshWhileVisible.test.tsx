import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  MAX_REFRESH_MS,
  SLOW_REFRESH_MS,
  refreshFailing,
  useRefreshWhileVisible,
  type RefreshOptions,
} from "./useRefreshWhileVisible";

// The refresh's own timers, faked; the tab's visibility, played.
const EVERY = 30_000;
let visibility: DocumentVisibilityState = "visible";

beforeEach(() => {
  vi.useFakeTimers();
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => void document.dispatchEvent(new Event("visibilitychange")));
}

const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A reading of the data the test settles when it wants. */
function reading() {
  let settle!: (ok: boolean) => void;
  const answered = new Promise<boolean>((resolve, reject) => {
    settle = (ok) => (ok ? resolve(true) : reject(new Error("failed")));
  });
  answered.catch(() => {});
  return { answered, settle };
}

/** The hook over a first reading, already answered; `read()` plays the loader answering a refresh. */
async function refreshing({ held = () => false }: { held?: () => boolean } = {}) {
  const ask = vi.fn();
  const first = reading();
  const hook = renderHook((options: RefreshOptions) => useRefreshWhileVisible(options), {
    initialProps: { ask, answered: first.answered, everyMs: EVERY, held },
  });
  first.settle(true);
  await elapse(0);
  /** The route's loader ran again: its reads are on their way. */
  const read = () => {
    const next = reading();
    hook.rerender({ ask, answered: next.answered, everyMs: EVERY, held });
    return next;
  };
  /** Answers a refresh after `ms`, well or not. */
  const answer = async (ok: boolean, ms = 100) => {
    const next = read();
    await elapse(ms);
    next.settle(ok);
    await elapse(0);
  };
  return { ask, hook, read, answer };
}

describe("useRefreshWhileVisible", () => {
  it("refreshes every interval while the tab shows, counting from each answer", async () => {
    const { ask, answer } = await refreshing();
    await elapse(EVERY - 1);
    expect(ask).not.toHaveBeenCalled();
    await elapse(1);
    expect(ask).toHaveBeenCalledTimes(1);
    await answer(true);
    await elapse(EVERY - 1);
    expect(ask).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("pauses while the tab is hidden, and refreshes once as it shows if a turn passed meanwhile", async () => {
    const { ask } = await refreshing();
    setVisibility("hidden");
    await elapse(10 * EVERY);
    expect(ask).not.toHaveBeenCalled();
    setVisibility("visible");
    expect(ask).toHaveBeenCalledTimes(1);
    // Hidden again and back before a turn: nothing at once.
    setVisibility("hidden");
    setVisibility("visible");
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("waits for its turn when the tab comes back before one has passed", async () => {
    const { ask } = await refreshing();
    setVisibility("hidden");
    await elapse(EVERY / 2);
    setVisibility("visible");
    expect(ask).not.toHaveBeenCalled();
    await elapse(EVERY / 2);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("starts no refresh while one is on its way", async () => {
    const { ask, read } = await refreshing();
    await elapse(EVERY);
    expect(ask).toHaveBeenCalledTimes(1);
    // Not yet read: nothing more, whatever the time or the tab does.
    await elapse(5 * EVERY);
    setVisibility("hidden");
    await elapse(EVERY);
    setVisibility("visible");
    expect(ask).toHaveBeenCalledTimes(1);
    // Read, not answered yet: still nothing.
    const slow = read();
    await elapse(3 * EVERY);
    expect(ask).toHaveBeenCalledTimes(1);
    slow.settle(true);
    await elapse(0);
    // That answer took 3 turns (slow): the next waits twice as long.
    await elapse(2 * EVERY);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("does not refresh as the tab shows again while a reading is on its way", async () => {
    const { ask, read } = await refreshing();
    setVisibility("hidden");
    await elapse(EVERY);
    // Meanwhile the area reads anew (the customer's Retry, an action): the turn missed waits for it.
    const reading = read();
    setVisibility("visible");
    expect(ask).not.toHaveBeenCalled();
    reading.settle(true);
    await elapse(EVERY - 1);
    expect(ask).not.toHaveBeenCalled();
    await elapse(1);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("doubles its wait after a failed or slow refresh, up to a cap, and comes back after a good one", async () => {
    const { ask, answer, hook } = await refreshing();
    let wait = EVERY;
    await elapse(wait);
    for (const expected of [2 * EVERY, 4 * EVERY, 8 * EVERY, MAX_REFRESH_MS, MAX_REFRESH_MS]) {
      const calls = ask.mock.calls.length;
      await answer(false);
      expect(refreshFailing(hook.result.current)).toBe(true);
      await elapse(expected - 1);
      expect(ask, `waits ${expected} ms`).toHaveBeenCalledTimes(calls);
      await elapse(1);
      expect(ask).toHaveBeenCalledTimes(calls + 1);
      wait = expected;
    }
    expect(wait).toBe(MAX_REFRESH_MS);
    // A good answer: the interval again, and no failure to tell.
    await answer(true);
    expect(refreshFailing(hook.result.current)).toBe(false);
    const calls = ask.mock.calls.length;
    await elapse(EVERY);
    expect(ask).toHaveBeenCalledTimes(calls + 1);
    // A slow good answer doubles the wait too.
    await answer(true, SLOW_REFRESH_MS + 1);
    await elapse(EVERY);
    expect(ask).toHaveBeenCalledTimes(calls + 1);
    await elapse(EVERY);
    expect(ask).toHaveBeenCalledTimes(calls + 2);
  });

  it("says when it last read well and when a refresh of its own failed", async () => {
    const { answer, hook, read } = await refreshing();
    const firstGood = hook.result.current.lastGoodAt;
    expect(firstGood).toBe(Date.now());
    expect(hook.result.current.failedAt).toBeNull();
    await elapse(EVERY);
    await answer(false);
    expect(hook.result.current).toEqual({ lastGoodAt: firstGood, failedAt: Date.now() });
    // A reading the customer asked for (a Retry) that fails is not the refresh's to tell.
    const failedAt = hook.result.current.failedAt;
    const retry = read();
    retry.settle(false);
    await elapse(0);
    expect(hook.result.current.failedAt).toBe(failedAt);
  });

  it("skips a turn while the customer is in the middle of something", async () => {
    let busy = true;
    const { ask } = await refreshing({ held: () => busy });
    await elapse(3 * EVERY);
    expect(ask).not.toHaveBeenCalled();
    busy = false;
    await elapse(EVERY);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("follows nothing when there is no backend", async () => {
    const ask = vi.fn();
    const answered = Promise.resolve(false);
    renderHook(() => useRefreshWhileVisible({ ask, answered, everyMs: EVERY, held: () => false }));
    await elapse(10 * EVERY);
    expect(ask).not.toHaveBeenCalled();
  });
});
