import { describe, expect, it } from "vitest";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { trialsEnding } from "./attention";

const now = new Date("2026-12-01T12:00:00.000Z");
const DAY_MS = 86_400_000;

/** A trial that ends `ms` after `now`. */
const trialEndingIn = (ms: number): AgentSubscription => ({
  id: `sub-${ms}`,
  agent_slug: "content-creator",
  plan: "starter",
  status: "trial",
  started_at: "2026-11-20T12:00:00.000Z",
  trial_ends_at: new Date(now.getTime() + ms).toISOString(),
});

describe("trialsEnding", () => {
  it("lists a trial ending within 3 days, up to exactly 3 days, and not one already ended", () => {
    const ending = (ms: number) => trialsEnding([trialEndingIn(ms)], now).length;
    expect(ending(0)).toBe(1);
    expect(ending(3 * DAY_MS)).toBe(1);
    expect(ending(3 * DAY_MS + 1)).toBe(0);
    expect(ending(-1)).toBe(0);
  });
});
