import { describe, expect, it } from "vitest";
import { cancellationDate, isCancelling } from "./cancellation";

const trial = {
  status: "trial" as const,
  trial_ends_at: "2026-12-09T09:00:00.000Z",
  current_period_end: null,
  cancel_at: null,
};
const paid = {
  status: "active" as const,
  trial_ends_at: "2026-10-01T09:00:00.000Z",
  current_period_end: "2026-12-12T09:00:00.000Z",
  cancel_at: null,
};

describe("cancellationDate", () => {
  it("is a trial's end, or a subscription's period's end", () => {
    expect(cancellationDate(trial)).toBe("2026-12-09T09:00:00.000Z");
    expect(cancellationDate(paid)).toBe("2026-12-12T09:00:00.000Z");
    expect(cancellationDate({ ...paid, status: "paused" })).toBe("2026-12-12T09:00:00.000Z");
    expect(cancellationDate({ ...paid, current_period_end: undefined })).toBeNull();
  });
});

describe("isCancelling", () => {
  const now = Date.parse("2026-12-01T00:00:00.000Z");
  it("holds while cancel_at is still to come", () => {
    expect(isCancelling({ ...trial, cancel_at: trial.trial_ends_at }, now)).toBe(true);
    expect(isCancelling(trial, now)).toBe(false);
    expect(isCancelling({ ...paid, cancel_at: "2026-11-30T00:00:00.000Z" }, now)).toBe(false);
  });
});
