// A reader scrolling a page from its first paint to its end, a wheel notch (or a key) at a
// time, while its code loads and hydrates: the page must follow, never jump back. The same
// reading runs in Chromium (tests/e2e/templates.spec.ts), Firefox and WebKit
// (tests/browsers/templates.spec.ts).

/** What the reading needs of a browser, whichever drives it. */
export type Reader = {
  /** Scrolls down one step, as a reader does: a notch of the mouse wheel (WHEEL_NOTCH), or a key. */
  scrollDown(): Promise<void>;
  /** The value of `fn` run in the page (awaited). */
  evaluate<R>(fn: () => R | Promise<R>): Promise<R>;
};

/** One notch of a mouse wheel, in pixels. */
export const WHEEL_NOTCH = 120;
/** More steps than any page here needs to reach its end at 375 px. */
const MOST_STEPS = 400;

type Scrolled = { __scrollPositions: number[]; __jumpsBack: string[] };

/**
 * In the page: from now on, records every position the page scrolls to, and each scroll that
 * moved what the reader sees down the window: what sits in its middle. Not `scrollY` going
 * down alone: when a section above the window shrinks as it renders, scroll anchoring lowers
 * `scrollY` by as much and what the reader sees stays where it was.
 */
function recordScrolling() {
  const page = window as unknown as Scrolled;
  page.__scrollPositions = [window.scrollY];
  page.__jumpsBack = [];
  const look = () => {
    const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return element && { element, top: element.getBoundingClientRect().top };
  };
  let seen = look();
  addEventListener(
    "scroll",
    () => {
      const before = page.__scrollPositions.at(-1)!;
      const now = window.scrollY;
      page.__scrollPositions.push(now);
      // Where the element in view was replaced, what scrollY did is all there is to go by.
      const movedDown = seen?.element.isConnected
        ? seen.element.getBoundingClientRect().top - seen.top
        : before - now;
      if (movedDown > 1) page.__jumpsBack.push(`${Math.round(before)} → ${Math.round(now)}`);
      seen = look();
    },
    { passive: true },
  );
}

/** In the page, after the next frame: whether the reader is done (at the end, the code hydrated). */
function doneReading() {
  return new Promise<boolean>((resolve) =>
    requestAnimationFrame(() => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      const hydrated = document.documentElement.dataset.hydrated === "true";
      resolve(hydrated && window.scrollY >= end - 1);
    }),
  );
}

/** In the page, two frames later: what was recorded. */
function recorded() {
  return new Promise<Scrolled>((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const { __scrollPositions, __jumpsBack } = window as unknown as Scrolled;
        resolve({ __scrollPositions, __jumpsBack });
      }),
    ),
  );
}

/**
 * What a reader met while scrolling the page to its end (start at its first paint): every
 * position the page took, each jump back ("720 → 0"), and whether they got to the end with
 * the page hydrated.
 */
export async function readToTheEnd(
  reader: Reader,
): Promise<{ positions: number[]; jumpsBack: string[]; done: boolean }> {
  await reader.evaluate(recordScrolling);
  let done = false;
  for (let step = 0; step < MOST_STEPS && !done; step++) {
    await reader.scrollDown();
    done = await reader.evaluate(doneReading);
  }
  const { __scrollPositions: positions, __jumpsBack: jumpsBack } = await reader.evaluate(recorded);
  return { positions: positions.map(Math.round), jumpsBack, done };
}

/**
 * Runs in the page: scrolls through it half a window at a time, as a visitor skimming it, and
 * back to the top. Each step waits for two frames, or 1 s at most: twice in 82 runs on
 * /terms-conditions (2026-11-24) the scroll did not end within the test's minute, waiting for a
 * frame; the cause is not found. A page whose main thread is stuck still fails, at what follows.
 */
export async function scrollThrough() {
  const frame = () =>
    Promise.race([
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
  for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
    window.scrollTo(0, y);
    await frame();
  }
  window.scrollTo(0, 0);
  await frame();
}
