import { useCallback, useRef, useState } from "react";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import type { TrialChoice } from "#web/shared/auth/returnTarget.ts";
import { startTrialWith, type TrialOutcome } from "./trial";

export type TrialState = "idle" | "starting" | TrialOutcome;

/** A call made while one is under way resolves null, so a double click sends one request. */
export function useStartTrial() {
  const { backendClient } = useAuth();
  const [state, setState] = useState<TrialState>("idle");
  const underWay = useRef(false);
  const start = useCallback(
    async (choice: TrialChoice): Promise<TrialOutcome | null> => {
      if (underWay.current) return null;
      underWay.current = true;
      setState("starting");
      const outcome = await startTrialWith(backendClient, choice);
      underWay.current = false;
      setState(outcome);
      return outcome;
    },
    [backendClient],
  );
  return { state, start };
}
