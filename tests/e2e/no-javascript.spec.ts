import { expect, test } from "@playwright/test";
import { paths } from "#content/paths.ts";

// What a visitor sees with JavaScript off, each page's content, heading and footer and an
// agent's prices, is the HTML the build wrote: tests/build/no-javascript.test.ts reads it. Here,
// what takes a browser: a form sent with JavaScript off.

test.use({ javaScriptEnabled: false });

test("with JavaScript off, a sent form sends nothing and keeps what was typed", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.url()} ${request.postData() ?? ""}`));
  for (const route of [paths.signUp, paths.signIn, paths.forgotPassword, paths.contact, "/"]) {
    await page.goto(route);
    const form = page.locator("main form").first();
    const email = form.locator('[name="email"]');
    await email.fill("nojs@example.com");
    await email.press("Enter");
    await form.locator('[type="submit"]').click();
    await expect(email, route).toHaveValue("nojs@example.com");
    expect(new URL(page.url()).pathname + new URL(page.url()).search, route).toBe(route);
  }
  expect(requests.filter((request) => request.includes("nojs"))).toEqual([]);
});
