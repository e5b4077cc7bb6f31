import { useEffect, useState } from "react";

/** A refresh that takes longer than this is the backend struggling: the next one waits twice as long. */
export const SLOW_REFRESH_MS = 5_000;
/** The longest wait between two refreshes, however slow or failing the backend. */
export const MAX_REFRESH_MS = 5 * 60_000;

export type RefreshOptions = {
  /** Starts a refresh: the route's loader again. */
  ask: () => void;
  /**
   * What the data on screen waits for: a new promise each time it is read anew (a refresh, a
   * Retry, an action, another filter), which rejects when a read failed and resolves to false
   * when there is nothing to follow (no backend).
   */
  answered: Promise<boolean> | undefined;
  /** The wait between two refreshes while the backend answers well. */
  everyMs: number;
  /** Whether the customer is in the middle of something now: the refresh waits for its next turn. */
  held: () => boolean;
};

/** When the data was last read well, and when a refresh of ours last failed (null: never). */
export type RefreshState = { lastGoodAt: number | null; failedAt: number | null };

/** Whether the last refresh failed: the area says so, and keeps what it showed. */
export const refreshFailing = ({ lastGoodAt, failedAt }: RefreshState) =>
  failedAt !== null && failedAt >= (lastGoodAt ?? 0);

function scheduler(everyMs: number, report: (state: RefreshState) => void) {
  // The component's latest ask and held, given after each render.
  let current: Pick<RefreshOptions, "ask" | "held"> = { ask: () => {}, held: () => true };
  const state: RefreshState = { lastGoodAt: null, failedAt: null };
  let waitMs = everyMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let loading = false;
  let asked = false;
  let askedAt = 0;
  // A turn that came while the tab was hidden: taken as soon as it shows again.
  let due = false;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(turn, waitMs);
  };
  function turn() {
    if (loading) return;
    if (document.visibilityState !== "visible") {
      due = true;
      return;
    }
    due = false;
    if (current.held()) return wait();
    loading = asked = true;
    askedAt = Date.now();
    current.ask();
  }
  return {
    use: (options: RefreshOptions) => {
      current = options;
    },
    /** The data is read anew: the next turn waits until it has come, then for the interval. */
    loading(answered: Promise<boolean>) {
      clearTimeout(timer);
      const ours = asked;
      const from = ours ? askedAt : Date.now();
      asked = false;
      // Read anew now: a turn missed while hidden is not owed any more.
      due = false;
      loading = true;
      let live = true;
      const settle = (ok: boolean, following = true) => {
        if (!live) return;
        loading = false;
        const slow = Date.now() - from > SLOW_REFRESH_MS;
        waitMs = ok && !slow ? everyMs : Math.min(waitMs * 2, MAX_REFRESH_MS);
        if (ok) state.lastGoodAt = Date.now();
        else if (ours) state.failedAt = Date.now();
        report({ ...state });
        if (following) wait();
      };
      answered.then(
        (following) => settle(true, following),
        () => settle(false),
      );
      return () => {
        live = false;
      };
    },
    shown: () => {
      if (due && document.visibilityState === "visible") turn();
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Reads the data again every `everyMs` while the tab shows it: none while it is hidden (a turn
 * missed meanwhile is taken as it shows again), none while a reading is on its way, none while
 * the customer is in the middle of something (`held`: the turn after). A failed or slow one
 * doubles the wait, up to MAX_REFRESH_MS; a good one brings it back.
 */
export function useRefreshWhileVisible(options: RefreshOptions): RefreshState {
  const [state, setState] = useState<RefreshState>({ lastGoodAt: null, failedAt: null });
  const [plan] = useState(() => scheduler(options.everyMs, setState));
  useEffect(() => plan.use(options));
  const { answered } = options;
  useEffect(() => (answered ? plan.loading(answered) : undefined), [plan, answered]);
  useEffect(() => {
    document.addEventListener("visibilitychange", plan.shown);
    return () => {
      document.removeEventListener("visibilitychange", plan.shown);
      plan.stop();
    };
  }, [plan]);
  return state;
}
