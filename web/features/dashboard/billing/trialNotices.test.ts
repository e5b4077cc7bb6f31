import { describe, expect, it } from "vitest";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { trialsEndingWithoutCard } from "./trialNotices";

const NOW = Date.parse("2030-12-01T12:00:00.000Z");
const trial = (id: string, ends: string, more: Partial<AgentSubscription> = {}): AgentSubscription => ({
  id,
  agent_slug: "content-creator",
  plan: "starter",
  status: "trial",
  started_at: "2030-11-20T12:00:00.000Z",
  trial_ends_at: ends,
  current_period_end: null,
  cancel_at: null,
  scheduled_plan: null,
  ...more,
});

describe("trialsEndingWithoutCard", () => {
  const soon = trial("soon", "2030-12-03T12:00:00.000Z");
  const lastDay = trial("last", "2030-12-08T12:00:00.000Z");
  const later = trial("later", "2030-12-08T12:00:00.001Z");
  const ended = trial("ended", "2030-12-01T12:00:00.000Z");
  const cancelled = trial("cancelled", "2030-12-02T12:00:00.000Z", { cancel_at: "2030-12-02T12:00:00.000Z" });
  const paid = trial("paid", "2030-12-02T12:00:00.000Z", { status: "active" });

  it("gives the trials ending within 7 days, soonest first, when no card is on file", () => {
    expect(
      trialsEndingWithoutCard([later, lastDay, soon, ended, cancelled, paid], null, NOW).map(
        (each) => each.id,
      ),
    ).toEqual(["soon", "last"]);
  });

  it("gives none with a card on file, or while the card is not known", () => {
    const card = { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2031 };
    expect(trialsEndingWithoutCard([soon], card, NOW)).toEqual([]);
    expect(trialsEndingWithoutCard([soon], undefined, NOW)).toEqual([]);
  });
});
