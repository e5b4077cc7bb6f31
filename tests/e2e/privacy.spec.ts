import { expect, test, type Page } from "./support/test";
import { publicRoutes } from "./support/routes";

// A visitor who never signed in downloads no sign-in code and sends nothing to any other
// origin; the Firebase SDK loads on the account pages, Google's scripts only on its button.
const ACCOUNT_PAGES = ["/signin", "/signup", "/forgot-password", "/dashboard"];
// A string only the Firebase Auth SDK's code contains (its REST endpoint's host).
const FIREBASE_MARK = "identitytoolkit.googleapis.com";

/** Every request the page makes, and whether any script it ran carries Firebase code. */
function watch(page: Page) {
  const requests: string[] = [];
  const firebaseScripts: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.text().catch(() => "");
    if (body.includes(FIREBASE_MARK)) firebaseScripts.push(response.url());
  });
  return { requests, firebaseScripts };
}

/** Loads a page and lets everything it loads later arrive: scrolled through, then idle. */
async function visit(page: Page, route: string) {
  await page.goto(route, { waitUntil: "networkidle" });
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState("networkidle");
}

for (const route of publicRoutes().filter((route) => !ACCOUNT_PAGES.includes(route))) {
  test(`${route}: no Firebase code and no other origin for a visitor who never signed in`, async ({
    page,
    baseURL,
  }) => {
    const { requests, firebaseScripts } = watch(page);
    await visit(page, route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(requests.filter((url) => new URL(url).origin !== new URL(baseURL!).origin)).toEqual([]);
    expect(firebaseScripts).toEqual([]);
  });
}

for (const route of ACCOUNT_PAGES) {
  test(`${route} loads the Firebase SDK, and nothing from Google`, async ({ page }) => {
    const { requests, firebaseScripts } = watch(page);
    await visit(page, route);
    await expect.poll(() => firebaseScripts.length).toBeGreaterThan(0);
    expect(requests.filter((url) => /google\.com|gstatic\.com/.test(new URL(url).host))).toEqual([]);
  });
}

test("Google's sign-in scripts are asked for only when the Google button is used", async ({ page }) => {
  const { requests } = watch(page);
  await visit(page, "/signin");
  const fromGoogle = () => requests.filter((url) => new URL(url).host === "apis.google.com");
  expect(fromGoogle()).toEqual([]);
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to sign in with Google.");
  expect(fromGoogle().length).toBeGreaterThan(0);
});
