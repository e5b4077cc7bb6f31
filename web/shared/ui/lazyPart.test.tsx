import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { lazyPart } from "./lazyPart";

const Part = ({ text }: { text: string }) => <p>{text}</p>;
const Waiting = () => <p>Fallback</p>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

test("a part's code loads when the part first renders, not when it is declared", async () => {
  const loads: string[] = [];
  const Shown = lazyPart(async () => {
    loads.push("shown");
    return Part;
  });
  lazyPart(async () => {
    loads.push("never shown");
    return Part;
  });
  await settle();
  expect(loads).toEqual([]);

  render(<Shown text="Shown part" />);
  expect(await screen.findByText("Shown part")).toBeTruthy();
  expect(loads).toEqual(["shown"]);
  expect(document.documentElement.dataset.hydrated).toBe("true");
});

test("code loaded ahead (a route's loader) renders at once, without the fallback", async () => {
  const Ahead = lazyPart(async () => Part, { Fallback: Waiting });
  await Ahead.loadCode();
  render(<Ahead text="Ready" />);
  expect(screen.getByText("Ready")).toBeTruthy();
  expect(screen.queryByText("Fallback")).toBeNull();
});

test("code that failed to load is fetched again on the next load, once", async () => {
  let attempts = 0;
  const Flaky = lazyPart(async () => {
    attempts++;
    if (attempts === 1) throw new Error("chunk gone after a deploy");
    return Part;
  });
  await expect(Flaky.loadCode()).rejects.toThrow("chunk gone");
  await Flaky.loadCode();
  await Flaky.loadCode();
  expect(attempts).toBe(2);
});

test("a part that waits for a condition loads then, and is not counted for hydration", async () => {
  let open: () => void = () => {};
  const condition = new Promise<void>((resolve) => (open = resolve));
  const Later = lazyPart(async () => Part, { when: () => condition, Fallback: Waiting });
  render(<Later text="Carousel" />);
  expect(screen.getByText("Fallback")).toBeTruthy();
  expect(document.documentElement.dataset.hydrated).not.toBe("false");
  await settle();
  expect(screen.queryByText("Carousel")).toBeNull();
  open();
  expect(await screen.findByText("Carousel")).toBeTruthy();
});
