import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { revealInRow, useEdgeFades } from "./scrollRow";

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

describe("useEdgeFades", () => {
  // A row 300 px wide holding 500 px: 200 px can be scrolled.
  function Row() {
    const ref = useRef<HTMLDivElement>(null);
    useEdgeFades(ref);
    return <div ref={ref} data-testid="row" />;
  }
  const sized = (row: HTMLElement, scrollLeft: number) => {
    Object.defineProperty(row, "scrollWidth", { value: 500, configurable: true });
    Object.defineProperty(row, "clientWidth", { value: 300, configurable: true });
    Object.defineProperty(row, "scrollLeft", { value: scrollLeft, configurable: true, writable: true });
  };

  it("marks the ends that hide more of the row as it scrolls", () => {
    render(<Row />);
    const row = screen.getByTestId("row");
    // jsdom lays nothing out: a row holding no more than it shows fades nowhere.
    expect(row).not.toHaveAttribute("data-more-start");
    expect(row).not.toHaveAttribute("data-more-end");

    sized(row, 0);
    fireEvent.scroll(row);
    expect(row).not.toHaveAttribute("data-more-start");
    expect(row).toHaveAttribute("data-more-end");

    sized(row, 100);
    fireEvent.scroll(row);
    expect(row).toHaveAttribute("data-more-start");
    expect(row).toHaveAttribute("data-more-end");

    sized(row, 200);
    fireEvent.scroll(row);
    expect(row).toHaveAttribute("data-more-start");
    expect(row).not.toHaveAttribute("data-more-end");
  });
});
