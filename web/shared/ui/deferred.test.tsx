import { expect, test, vi } from "vitest";
import { deferred, deferredLoaded, deferredMark } from "./deferred";

const Part = () => null;

test("code that failed to load is reported once and then no longer holds up what follows", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  deferred(() => Promise.reject(new Error("chunk gone after a deploy")));
  expect(await deferredLoaded()).toBe(false);

  deferred(() => Promise.resolve(Part));
  expect(await deferredLoaded()).toBe(true);
  warn.mockRestore();
});

test("a mark waits only for code that started loading after it", async () => {
  let arrive: (component: typeof Part) => void = () => {};
  deferred(() => new Promise<typeof Part>((resolve) => (arrive = resolve)));
  const mark = deferredMark();
  deferred(() => Promise.resolve(Part));
  expect(await deferredLoaded(mark)).toBe(true);
  const all = deferredLoaded();
  arrive(Part);
  expect(await all).toBe(true);
});
