import { useCallback, useEffect, useState } from "react";
import { backendFault } from "./backendFault";
import type { BackendLoad, LoadState } from "./loadState";
import { recall, remember } from "./loadMemory";

/**
 * Loads one value from the backend for the signed-in user (`account`, their uid), again on
 * `retry()` and when the account changes; `load` resolves null when no backend is configured.
 * It never throws: every failure becomes a fault, and a section's failure is its own. With a
 * `call` name, the value it last loaded in this tab shows while it loads again (loadMemory.ts).
 */
export function useBackendLoad<Value>(
  account: string | null | undefined,
  load: () => Promise<Value | null>,
  call?: string,
): BackendLoad<Value> {
  const recalled = (): LoadState<Value> => {
    const value = account && call ? recall<Value>(account, call) : undefined;
    return value === undefined ? { status: "loading" } : { status: "loaded", value };
  };
  const [state, setState] = useState<LoadState<Value>>(recalled);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  useEffect(() => {
    if (!account) return;
    let current = true;
    const settle = (next: LoadState<Value>) => {
      if (current) setState(next);
    };
    settle(recalled());
    load().then(
      (value) => {
        if (value !== null && call) remember(account, call, value);
        settle(value === null ? { status: "unconfigured" } : { status: "loaded", value });
      },
      (error: unknown) => {
        // A mismatch is logged by the client, once; any other fault here.
        if (backendFault(error) !== "mismatch") console.warn(error);
        settle({ status: "failed", fault: backendFault(error) });
      },
    );
    return () => {
      current = false;
    };
    // `load` is read when loading starts; a new attempt or account reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account, attempt]);

  return { ...state, retry };
}
