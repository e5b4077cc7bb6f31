import { render, screen } from "@testing-library/react";
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

test("a part loaded on render fetches its code only once it renders, and counts for hydration", async () => {
  const loads: string[] = [];
  const Shown = deferred(
    () => {
      loads.push("shown");
      return Promise.resolve(() => <p>Shown part</p>);
    },
    { onRender: true },
  );
  deferred(
    () => {
      loads.push("never shown");
      return Promise.resolve(Part);
    },
    { onRender: true },
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(loads).toEqual([]);

  render(<Shown />);
  expect(await screen.findByText("Shown part")).toBeTruthy();
  expect(loads).toEqual(["shown"]);
  expect(document.documentElement.dataset.hydrated).toBe("true");
});
