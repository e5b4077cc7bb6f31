import { expect, test } from "./support/test";
import { publicPages } from "./support/public-pages";
import { readToTheEnd, WHEEL_NOTCH } from "./support/scroll-reading";

// Scrolled down from its first paint as a reader would, while its code loads and hydrates,
// every public page follows the wheel and never jumps back (./support/scroll-reading.ts).

const VIEWPORT = { width: 1280, height: 800 };

test.use({ viewport: VIEWPORT });

for (const path of publicPages()) {
  test(`${path}: scrolled from its first paint, it never jumps back`, async ({ page }) => {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.mouse.move(2, VIEWPORT.height / 2);
    const { positions, jumpsBack, done } = await readToTheEnd({
      scrollDown: () => page.mouse.wheel(0, WHEEL_NOTCH),
      evaluate: (fn) => page.evaluate(fn),
    });
    expect(jumpsBack, `scroll positions: ${positions.join(", ")}`).toEqual([]);
    expect(done, "at the page's end, hydrated").toBe(true);
  });
}
