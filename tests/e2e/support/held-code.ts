import type { Page, Route } from "@playwright/test";

/**
 * Holds back every script of the site (its JavaScript chunks), as a slow network would: the
 * page paints from its HTML and inline scripts, but its code has not arrived until `release`.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => (released ? route.continue() : held.push(route)));
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Every request the page makes, as "METHOD url body", in order. */
export function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) =>
    requests.push(`${request.method()} ${request.url()} ${request.postData() ?? ""}`),
  );
  return requests;
}
