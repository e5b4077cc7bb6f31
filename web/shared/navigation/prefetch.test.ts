import { afterEach, expect, it, vi } from "vitest";
import { paths } from "#content/paths.ts";
import { prefetchWhenIdle } from "./prefetch";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// A header unmounted while the network was still busy (a test's page torn down, a navigation)
// must not go on to touch the window it no longer has.
it("stops waiting for a quiet network once its header is gone", async () => {
  vi.useFakeTimers();
  const idle = vi.fn((done: () => void) => setTimeout(done));
  vi.stubGlobal("requestIdleCallback", idle);
  const stop = new AbortController();
  const prefetching = prefetchWhenIdle([paths.pricing, paths.about], stop.signal);
  stop.abort();
  await vi.runAllTimersAsync();
  await expect(prefetching).resolves.toBeUndefined();
  expect(idle).not.toHaveBeenCalled();
});
