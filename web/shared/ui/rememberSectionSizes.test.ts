// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { rememberSectionSizes } from "./rememberSectionSizes";

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 1));
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 16));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

/** Sections at these tops (px), each 600 px high; the window is 768 px high (jsdom's). */
function page(...tops: number[]) {
  return tops.map((top) => {
    const section = document.createElement("section");
    section.className = "section";
    section.getBoundingClientRect = () => ({ top, bottom: top + 600 }) as DOMRect;
    document.body.append(section);
    return section;
  });
}

const visibility = (sections: HTMLElement[]) => sections.map((section) => section.style.contentVisibility);

it("renders each section out of view and keeps it rendered while the page is on screen; a section in view is left as it is", async () => {
  const sections = page(0, 600, 1200, 1800);
  const stop = rememberSectionSizes();
  expect(document.documentElement.dataset.sectionsSized).toBe("false");
  await vi.advanceTimersByTimeAsync(0);
  // One section per idle moment: the first one out of view, not yet the next.
  await vi.advanceTimersByTimeAsync(20);
  expect(visibility(sections)).toEqual(["", "", "visible", ""]);
  await vi.runAllTimersAsync();
  expect(visibility(sections)).toEqual(["", "", "visible", "visible"]);
  expect(document.documentElement.dataset.sectionsSized).toBe("true");
  // The next page may reuse the elements: out of view, they are skipped again.
  stop();
  expect(visibility(sections)).toEqual(["", "", "", ""]);
});

it("stops when the page goes before it is done", async () => {
  const sections = page(1000, 1600, 2200);
  const stop = rememberSectionSizes();
  await vi.advanceTimersByTimeAsync(1);
  expect(visibility(sections)).toEqual(["visible", "", ""]);
  stop();
  await vi.runAllTimersAsync();
  expect(visibility(sections)).toEqual(["", "", ""]);
  expect(document.documentElement.dataset.sectionsSized).toBe("false");
});

it("goes on when the browser draws no frame", async () => {
  vi.stubGlobal("requestAnimationFrame", () => 0);
  const sections = page(1000, 1600, 2200);
  rememberSectionSizes();
  await vi.advanceTimersByTimeAsync(1);
  expect(visibility(sections)).toEqual(["visible", "", ""]);
  await vi.advanceTimersByTimeAsync(99);
  expect(visibility(sections)).toEqual(["visible", "", ""]);
  await vi.advanceTimersByTimeAsync(2);
  expect(visibility(sections)).toEqual(["visible", "visible", ""]);
  await vi.runAllTimersAsync();
  expect(document.documentElement.dataset.sectionsSized).toBe("true");
});
