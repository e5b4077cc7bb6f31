import { expect, test } from "vitest";
import { deferred, deferredLoaded, deferredMark } from "./deferred";

const Part = () => null;

test("code that failed to load is reported to who waits for it, then no longer holds up what follows", async () => {
  deferred(() => Promise.reject(new Error("chunk gone after a deploy")));
  expect(await deferredLoaded()).toBe(false);

  deferred(() => Promise.resolve(Part));
  expect(await deferredLoaded()).toBe(true);
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
