import { expect, test } from "./support/test";
import { agents, blockTexts, docsOfType, legalPage, price, singleton } from "./support/dataset";
import { recordedRequests } from "./support/backend";
import { expectTexts } from "./support/page-text";
import { paths } from "../../web/shared/paths";

test("about page: mission, vision, four values and six expertise areas with their years", async ({
  page,
}) => {
  const about = singleton("aboutPage");
  await page.goto(paths.about);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await expectTexts(
    page,
    [
      about.mission.title,
      about.mission.text,
      about.vision.title,
      about.vision.text,
      ...["Innovation", "Excellence", "Partnership", "Transparency"],
      ...about.expertise.flatMap((area: { title: string; years: string }) => [area.title, area.years]),
    ],
    "main",
  );
  expect(about.expertise.map((area: { years: string }) => area.years)).toEqual([
    "5+",
    "3+",
    "4+",
    "6+",
    "5+",
    "7+",
  ]);
});

test("pricing page: packages, add-ons and every agent's plans", async ({ page }) => {
  const pricing = singleton("pricingPage");
  await page.goto(paths.pricing);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pricing.title);
  await expectTexts(
    page,
    [
      ...["$2,500", "$8,500", "$500", "$3,000", "$1,500", "$2,000", "$800", "$1,200"],
      ...docsOfType("servicePackage").flatMap((pack) => [
        pack.name,
        price(pack.price),
        pack.priceDetail,
        ...pack.features,
      ]),
      ...docsOfType("addOn").flatMap((addOn) => [addOn.name, price(addOn.price)]),
      ...agents().flatMap((agent) => [
        agent.name,
        ...agent.plans.flatMap((plan: { name: string; price: number }) => [plan.name, price(plan.price)]),
      ]),
    ],
    "main",
  );
  await expect(page.getByText(pricing.popularLabel).first()).toBeVisible();
});

test("contact page: highlights, details and the message form sent to the backend", async ({ page }) => {
  const contact = singleton("contactPage");
  const settings = singleton("siteSettings");
  await page.goto(paths.contact);
  await expectTexts(
    page,
    [
      ...contact.highlights.flatMap((item: { value: string; label: string }) => [item.value, item.label]),
      settings.phoneHours,
      ...contact.whyChooseUs.map((card: { title: string }) => card.title),
    ],
    "main",
  );
  await expect(page.locator(`main a[href="${paths.privacy}"]`).first()).toBeVisible();
  await expect(page.getByRole("link", { name: contact.scheduleCta.label })).toHaveAttribute(
    "href",
    paths.contact,
  );

  const form = page.locator("form", { has: page.locator('[name="budget"]') });
  for (const [name, options] of [
    ["service", contact.serviceOptions],
    ["budget", contact.budgetOptions],
    ["timeline", contact.timelineOptions],
  ] as const) {
    const values = await form
      .locator(`select[name="${name}"] option`)
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value).filter(Boolean));
    expect(values).toEqual(options.map((option: { value: string }) => option.value));
  }
  expect(contact.serviceOptions.map((option: { value: string }) => option.value)).toEqual([
    "ai-agents",
    "marketing-automation",
    "workflow-automation",
    "data-integration",
    "analytics-reporting",
    "strategy-consulting",
    "custom-development",
    "other",
  ]);

  await form.locator('[name="firstName"]').fill("Ada");
  await form.locator('[name="lastName"]').fill("Lovelace");
  await form.locator('[name="email"]').fill("ada@example.com");
  await form.locator('[name="company"]').fill("Analytical Engines");
  await form.locator('[name="service"]').selectOption("ai-agents");
  await form.locator('[name="message"]').fill("We want an AI support agent.");
  await form.getByRole("button", { name: contact.submitLabel }).click();
  const success = page.getByText(
    "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
  );
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(form.locator('[name="firstName"]')).toHaveValue("");
  const leads = (await recordedRequests()).filter(
    (request) =>
      request.path === "/api/contact" && (request.body as { email?: string })?.email === "ada@example.com",
  );
  expect(leads).toHaveLength(1);
  expect(leads[0].method).toBe("POST");
  expect(leads[0].authorization).toBeNull();
  expect(leads[0].body).toMatchObject({
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines",
    service: "ai-agents",
    message: "We want an AI support agent.",
    source: "contact-page",
  });
  await expect(success).toBeHidden({ timeout: 15_000 });
});

test("privacy policy: last updated December 2024 and every section", async ({ page }) => {
  const privacy = legalPage("privacy-policy");
  await page.goto(paths.privacy);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title);
  await expect(page.locator("main")).toContainText("December 2024");
  await expectTexts(page, blockTexts(privacy.body), "main");
});

test("terms: sections, visible placeholders and the 15-image gallery", async ({ page }) => {
  const terms = legalPage("terms-conditions");
  const gallery = singleton("gallery");
  await page.goto(paths.terms);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(terms.title);
  await expect(page.locator("main")).toContainText("18");
  await expect(page.locator("main")).toContainText("[jurisdiction]");
  await expect(page.locator("main")).toContainText("[notice days]");
  await expect(page.locator(`main a[href="${paths.privacy}"]`).first()).toBeVisible();
  for (const text of blockTexts(terms.body)) {
    if (text.includes("{")) continue;
    await expect(page.locator("main")).toContainText(text);
  }
  expect(gallery.items).toHaveLength(15);
  for (const item of gallery.items) {
    const link = page.locator(`a[href="${item.link}"]`).first();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link.locator("img")).toHaveAttribute("alt", item.image.alt);
  }
});

test("terms: the gallery's Swiper starts after the first load, with all slides and autoplay", async ({
  page,
}) => {
  await page.goto(paths.terms);
  const gallery = page.locator("#gallery");
  await expect(gallery.locator(".swiper-slide")).toHaveCount(15);
  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery.locator(".swiper.swiper-initialized")).toBeVisible();
  await expect(gallery.locator(".swiper-slide")).toHaveCount(15);
  const active = () => gallery.locator(".swiper-slide-active").getAttribute("data-swiper-slide-index");
  const first = await active();
  await expect.poll(active, { timeout: 10_000 }).not.toBe(first);
});

test("pages revalidate, route data is used while it revalidates, hashed assets are cached for good", async ({
  request,
}) => {
  for (const path of ["/", paths.pricing, "/no-such-page"])
    expect((await request.get(path)).headers()["cache-control"], path).toBe("no-cache");
  // A page's data prefetched ahead of a click serves the click from the cache.
  for (const path of [`${paths.pricing}.data`, "/_root.data"])
    expect((await request.get(path)).headers()["cache-control"], path).toBe(
      "max-age=0, stale-while-revalidate=600",
    );
  const html = await (await request.get("/")).text();
  const asset = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset).toBeTruthy();
  expect((await request.get(asset!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test(`${paths.oldPrivacy} redirects permanently to ${paths.privacy}`, async ({ page, request }) => {
  const response = await request.get(paths.oldPrivacy, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toMatch(new RegExp(`${paths.privacy}$`));
  await page.goto(paths.oldPrivacy);
  await expect(page).toHaveURL(paths.privacy);
});

test("an unknown path is served with 404 and the not-found page inside the site chrome", async ({ page }) => {
  const notFound = singleton("notFoundPage");
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: notFound.title })).toBeVisible();
  await expect(page.getByRole("link", { name: notFound.homeCta.label })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: notFound.helpCta.label })).toHaveAttribute(
    "href",
    paths.contact,
  );
  await expect(page.getByText(notFound.helpTitle)).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("sign-in, sign-up and reset pages show their forms with labelled, named fields", async ({ page }) => {
  await page.goto(paths.signIn);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  for (const name of ["email", "password", "rememberMe"])
    await expect(page.locator(`[name="${name}"]`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute(
    "href",
    paths.forgotPassword,
  );

  await page.goto(paths.signUp);
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await expect(page.getByText("or sign up with email")).toBeVisible();
  for (const name of [
    "firstName",
    "lastName",
    "email",
    "companyName",
    "phone",
    "password",
    "confirmPassword",
    "agreeToTerms",
  ]) {
    await expect(page.locator(`[name="${name}"]`)).toBeVisible();
  }
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("You must agree to the terms and conditions")).toBeVisible();
  await page.locator('[name="firstName"]').fill("Ada");
  await expect(page.getByText("First name is required")).toBeHidden();

  await page.goto(paths.forgotPassword);
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", paths.contact);
  await page.locator('[name="email"]').fill("not-an-email");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.locator('[name="email"]')).toHaveValue("not-an-email");
});
