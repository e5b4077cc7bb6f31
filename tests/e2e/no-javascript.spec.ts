import { expect, test } from "@playwright/test";
import { agents, price, singleton } from "./support/dataset";
import { publicRoutes } from "./support/routes";
import { paths } from "../../content/paths";

test.use({ javaScriptEnabled: false });

test("every public page shows its content without JavaScript", async ({ page }) => {
  for (const route of publicRoutes()) {
    await page.goto(route);
    await expect(page.locator("main"), `${route} has content`).not.toBeEmpty();
    await expect(page.getByRole("contentinfo")).toContainText(singleton("siteSettings").contactEmail);
  }
});

test("agent prices and capabilities are in the served HTML", async ({ page }) => {
  for (const agent of agents()) {
    await page.goto(paths.agent(agent.slug.current));
    const main = page.locator("main");
    await expect(main).toContainText(agent.heroTagline);
    for (const plan of agent.plans) await expect(main).toContainText(price(plan.price));
    for (const capability of agent.capabilityCards) await expect(main).toContainText(capability.title);
  }
});

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
