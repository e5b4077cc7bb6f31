import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { useRef } from "react";
import { revealInRow, revealInRowWhenLaidOut, useEdgeFades } from "./scrollRow";

// A row 300 px wide at x = 0 with 40 px faded edges, and an item placed at `left` in the view.
function rowWith(left: number, width: number, scrollLeft = 100) {
  const row = document.createElement("div");
  const item = document.createElement("button");
  row.append(item);
  document.body.append(row);
  row.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 40 });
  item.getBoundingClientRect = () => DOMRect.fromRect({ x: left, y: 0, width, height: 40 });
  // jsdom lays nothing out: the row's scroll position and faded edges are given here.
  Object.defineProperty(row, "scrollLeft", { value: scrollLeft, writable: true });
  vi.spyOn(window, "getComputedStyle").mockReturnValue({
    scrollPaddingInlineStart: "40px",
    scrollPaddingInlineEnd: "40px",
  } as CSSStyleDeclaration);
  return { row, item };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("revealInRow", () => {
  it("leaves an item that is already clear of the faded edges where it is", () => {
    const { row, item } = rowWith(50, 100);
    revealInRow(row, item);
    expect(row.scrollLeft).toBe(100);
  });

  it("scrolls an item hidden past the end until it ends before the end's fade", () => {
    const { row, item } = rowWith(280, 80);
    revealInRow(row, item);
    // Its end (360) comes to 260: 100 px further.
    expect(row.scrollLeft).toBe(200);
  });

  it("scrolls back to an item under the start's fade", () => {
    const { row, item } = rowWith(10, 80);
    revealInRow(row, item);
    expect(row.scrollLeft).toBe(70);
  });

  it("keeps the start of an item wider than the room in view", () => {
    const { row, item } = rowWith(250, 400);
    revealInRow(row, item);
    expect(row.scrollLeft).toBe(310);
  });
});

/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none): `report` hands each
 * observer's callback entries for the elements it observes, as the browser would after a layout.
 */
function fakeIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    targets: Element[];
    root?: Element | Document | null;
  }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, targets: this.targets, root: options?.root });
      }
      targets: Element[] = [];
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets.length = 0;
      }
    },
  );
  return {
    observers,
    report(entries: (Partial<IntersectionObserverEntry> & { target: Element })[]) {
      for (const { callback, targets } of observers) {
        const own = entries.filter((entry) => targets.includes(entry.target));
        if (own.length) callback(own as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    },
  };
}

describe("revealInRowWhenLaidOut", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the row's and the item's places from the observer, once laid out, not from the layout", () => {
    const { report } = fakeIntersectionObserver();
    const { row, item } = rowWith(280, 80);
    const measured = vi.spyOn(item, "getBoundingClientRect");
    revealInRowWhenLaidOut(row, item);
    expect(row.scrollLeft).toBe(100);
    report([
      {
        target: item,
        rootBounds: DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 40 }),
        boundingClientRect: DOMRect.fromRect({ x: 280, y: 0, width: 80, height: 40 }),
      },
    ]);
    expect(row.scrollLeft).toBe(200);
    expect(measured).not.toHaveBeenCalled();
  });
});

describe("useEdgeFades", () => {
  afterEach(() => vi.unstubAllGlobals());

  function Row() {
    const ref = useRef<HTMLDivElement>(null);
    useEdgeFades(ref);
    return (
      <div ref={ref} data-testid="row">
        <a href="#one">One</a>
        <a href="#two">Two</a>
        <a href="#three">Three</a>
      </div>
    );
  }

  it("marks the ends that hide more of the row, as its first and last items are or are not fully in view", () => {
    const { observers, report } = fakeIntersectionObserver();
    render(<Row />);
    const row = screen.getByTestId("row");
    const [first, , last] = row.children;
    expect(observers.map((observer) => observer.root)).toEqual([row]);
    const shown = (firstRatio: number, lastRatio: number) =>
      report([
        { target: first, intersectionRatio: firstRatio },
        { target: last, intersectionRatio: lastRatio },
      ]);
    // A row holding no more than it shows fades nowhere.
    shown(1, 1);
    expect(row).not.toHaveAttribute("data-more-start");
    expect(row).not.toHaveAttribute("data-more-end");
    // At its start, the last item past the end.
    shown(1, 0.4);
    expect(row).not.toHaveAttribute("data-more-start");
    expect(row).toHaveAttribute("data-more-end");
    // Scrolled part way: both ends hide some.
    shown(0.5, 0.5);
    expect(row).toHaveAttribute("data-more-start");
    expect(row).toHaveAttribute("data-more-end");
    // At its end; a pixel's fraction hidden is not more.
    shown(0, 0.995);
    expect(row).toHaveAttribute("data-more-start");
    expect(row).not.toHaveAttribute("data-more-end");
  });
});
