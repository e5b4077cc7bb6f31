// @vitest-environment jsdom
import { afterEach, expect, it, vi } from "vitest";
import type { Navigation } from "./limitNavigation";

afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock("./limitNavigation");
  vi.resetModules();
});

/** The page's address, with `assign` recording where the browser was sent. */
function stubLocation() {
  const assign = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({ href: "http://localhost:3000/", assign } as never);
  return assign;
}

/** The navigation hook React Router would be given, with the limit's module as `limit` makes it. */
async function instrumented(limit: () => unknown) {
  vi.resetModules();
  vi.doMock("./limitNavigation", limit as never);
  const { navigationInstrumentation } = await import("./navigationInstrumentation");
  let hook: Navigation | undefined;
  navigationInstrumentation.router!({
    instrument: ({ navigate }: { navigate: Navigation }) => void (hook = navigate),
  } as never);
  return hook!;
}

it("hands every navigation React Router instruments to the limit, with what is left of its time", async () => {
  vi.useFakeTimers();
  const limitNavigation = vi.fn(async () => {});
  // The limit's code arrives 1 s after the click.
  const hook = await instrumented(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return { limitNavigation };
  });
  const navigate = async () => {};
  const navigation = hook(navigate, { to: "/page-two" });
  await vi.advanceTimersByTimeAsync(1_000);
  await navigation;
  expect(limitNavigation).toHaveBeenCalledWith(navigate, { to: "/page-two" }, 2_000);
});

it("loads the clicked page as a document when the limit's code is gone (a deploy), not the page being left", async () => {
  const hook = await instrumented(() => {
    throw new TypeError("Failed to fetch dynamically imported module");
  });
  const assign = stubLocation();
  const navigate = vi.fn(async () => {});
  let settled = false;
  void hook(navigate, { to: "/page-two" }).finally(() => (settled = true));
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost:3000/page-two"));
  // React Router runs its own navigation once the hook settles: it never does.
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(settled).toBe(false);
  expect(navigate).not.toHaveBeenCalled();
  // A form's POST is React Router's own to send.
  await hook(navigate, { to: "/page-three", formMethod: "POST" });
  expect(assign).toHaveBeenCalledTimes(1);
});

it("limits a click made before the limit's code has arrived: past 3 s the browser loads the page", async () => {
  vi.useFakeTimers();
  // The limit's code is on its way (it loads once the page has hydrated), and never arrives.
  const hook = await instrumented(() => new Promise(() => {}) as never);
  const assign = stubLocation();
  void hook(async () => {}, { to: "/page-two" });
  await vi.advanceTimersByTimeAsync(2_999);
  expect(assign).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(assign).toHaveBeenCalledWith("http://localhost:3000/page-two");
});
