import { useState } from "react";
import type { Run } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";

export type RetryState = { status: "idle" } | { status: "busy" } | { status: "refused"; error: unknown };

/**
 * Retry of a failed run (POST /api/runs/{id}/retry): `retry(id)` resolves the new run, or null
 * when it was refused or failed (`state` then holds why).
 */
export function useRetryRun() {
  const { backendClient } = useAuth();
  const [state, setState] = useState<RetryState>({ status: "idle" });

  async function retry(id: string): Promise<Run | null> {
    setState({ status: "busy" });
    try {
      const client = await backendClient();
      if (!client) throw new Error("No backend is configured.");
      const run = await client.retryRun(id);
      setState({ status: "idle" });
      return run;
    } catch (error) {
      setState({ status: "refused", error });
      return null;
    }
  }

  return { state, retry };
}
