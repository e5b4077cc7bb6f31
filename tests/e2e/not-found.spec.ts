import { expect, test } from "./support/test";
import { agents, navigation, singleton } from "./support/dataset";
import { paths } from "#content/paths.ts";
import {
  collectErrors,
  inSameDocument,
  keptPrerenderedHeading,
  markDocument,
  markPrerenderedHeading,
} from "./support/hydration";

const notFound = singleton("notFoundPage");

// The host answers each of these with 404.html (the not-found page prerendered at /404); the
// browser must hydrate that HTML as it is: the same routes match in the browser as in the build.
// The blog's unknown addresses too: its pages share the not-found page's route.
for (const path of [
  paths.agent("no-such-agent"),
  `${paths.agent(agents()[0].slug.current)}/no-such-page`,
  paths.post("no-such-post"),
  paths.category("no-such-category"),
]) {
  test(`${path} is the not-found page, hydrated without an error`, async ({ page }) => {
    const errors = collectErrors(page);
    await markPrerenderedHeading(page);

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(notFound.title);
    expect(await keptPrerenderedHeading(page), "the prerendered heading was hydrated, not replaced").toBe(
      true,
    );
    await expect(page.getByRole("navigation", { name: navigation().mainNavLabel })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByText(notFound.helpTitle)).toBeVisible();
    const shown = await page.locator("body").innerText();

    // Interactive: its link navigates inside the page, as the router does, not by a reload.
    await markDocument(page);
    await page.getByRole("link", { name: notFound.homeCta.label }).click();
    await expect(page).toHaveURL("/");
    expect(await inSameDocument(page)).toBe(true);
    expect(errors, "console errors").toEqual([]);

    // The same page as any other unknown path's.
    await page.goto("/no-such-page");
    expect(await page.locator("body").innerText()).toBe(shown);
  });
}

// A link inside the site, followed by the browser's router, to an address the build did not
// write: the router finds no data there, and loads the address as a document (the host's 404).
for (const target of [paths.post("no-such-post"), paths.agent("no-such-agent")]) {
  test(`a link to ${target} loads the not-found page`, async ({ page, baseURL }) => {
    const errors = collectErrors(page, target);
    await page.goto(paths.insights);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    const documentLoad = page.waitForResponse(
      (response) =>
        response.request().resourceType() === "document" && response.url() === new URL(target, baseURL).href,
    );
    // The browser's router follows the history to the address (as Back and Forward do); not
    // awaited: the navigation ends in a document load, which replaces this page.
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, target);
    expect((await documentLoad).status()).toBe(404);
    await expect(page).toHaveURL(target);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // The router's request for the address's data answered 404 too: the one failure allowed.
    expect(
      errors.filter((error) => !error.includes("status of 404")),
      "console errors",
    ).toEqual([]);
  });
}
