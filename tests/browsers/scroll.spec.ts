import { expect, test } from "./support/test";
import { publicPages } from "../e2e/support/public-pages";
import { readToTheEnd } from "../e2e/support/scroll-reading";

// As tests/e2e/scroll-jump.spec.ts in Chromium: once per engine (Firefox at 375 px, WebKit at 1280).

for (const path of publicPages()) {
  test(
    `${path}: scrolled from its first paint, it never jumps back`,
    { tag: "@once-per-engine" },
    async ({ tab }) => {
      await tab.goto(path, { painted: true });
      const { positions, jumpsBack, done } = await readToTheEnd(tab);
      expect(jumpsBack, `scroll positions: ${positions.join(", ")}`).toEqual([]);
      expect(done, "at the page's end, hydrated").toBe(true);
    },
  );
}
