import { describe, expect, it } from "vitest";
import type { AgentSubscription, Workflow } from "#web/shared/api/backend.ts";
import { activeAgents, formatPercent, runsPerDay, runsThisMonth, successRate, totalRuns } from "./runFigures";

const today = new Date("2026-11-24T16:00:00Z");
const workflow = (id: string, runs: Workflow["runs_by_day"]): Workflow => ({
  id,
  name: id,
  subscription_id: "s",
  status: "running",
  last_run_at: null,
  runs_by_day: runs,
});

describe("runsPerDay", () => {
  it("sums the workflows' runs on each of the 30 days ending today, oldest first, 0 on days without runs", () => {
    const days = runsPerDay(
      [
        workflow("a", [
          { date: "2026-10-26", succeeded: 1, failed: 0 },
          { date: "2026-11-24", succeeded: 5, failed: 2 },
        ]),
        workflow("b", [
          { date: "2026-11-24", succeeded: 3, failed: 1 },
          { date: "2026-10-25", succeeded: 99, failed: 99 },
        ]),
      ],
      today,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: "2026-10-26", succeeded: 1, failed: 0 });
    expect(days[29]).toEqual({ date: "2026-11-24", succeeded: 8, failed: 3 });
    expect(days[10]).toEqual({ date: "2026-11-05", succeeded: 0, failed: 0 });
    expect(totalRuns(days)).toEqual({ succeeded: 9, failed: 3 });
  });
});

describe("the customer's figures", () => {
  it("counts active and trial subscriptions as active agents", () => {
    const subscription = (status: AgentSubscription["status"]) => ({ status }) as AgentSubscription;
    expect(
      activeAgents(["active", "trial", "paused", "cancelled", "active"].map((s) => subscription(s as never))),
    ).toBe(3);
  });

  it("counts this calendar month's runs only", () => {
    const runs = [
      workflow("a", [
        { date: "2026-10-31", succeeded: 10, failed: 10 },
        { date: "2026-11-01", succeeded: 2, failed: 1 },
      ]),
      workflow("b", [{ date: "2026-11-24", succeeded: 4, failed: 0 }]),
    ];
    expect(runsThisMonth(runs, today)).toBe(7);
  });

  it("gives the share of successful runs, none without runs", () => {
    expect(successRate([{ succeeded: 39, failed: 1 }])).toBe(0.975);
    expect(successRate([{ succeeded: 0, failed: 0 }])).toBeNull();
    expect(formatPercent(0.975)).toBe("97.5%");
    expect(formatPercent(2 / 3)).toBe("66.7%");
    expect(formatPercent(1)).toBe("100%");
  });
});
