import { expect, test } from "./support/test";
import { fieldOptions, leadFormOf, pageAt, redirects, sectionOf, singleton } from "./support/dataset";
import { recordedRequests } from "./support/backend";
import { expectTexts } from "./support/page-text";
import type { Swiper } from "swiper/types";
import { paths } from "#content/paths.ts";

/** Swiper's element, which holds its instance. */
type SwiperElement = HTMLElement & { swiper: Swiper };

// The about page's content, as built: tests/build/content-pages.test.ts.

test("contact page: its highlights share one row on phones, a column beside the title at 1280", async ({
  page,
}) => {
  const { highlights } = pageAt(paths.contact);
  const boxes = async () => {
    const found = [];
    for (const item of highlights) {
      const box = await page.getByText(item.value, { exact: true }).first().boundingBox();
      found.push(box!);
    }
    return found;
  };
  for (const width of [320, 375, 768]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(paths.contact);
    const tops = (await boxes()).map((box) => Math.round(box.y));
    expect(new Set(tops).size, `one row of ${highlights.length} at ${width} px: ${tops}`).toBe(1);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.contact);
  const lefts = (await boxes()).map((box) => Math.round(box.x));
  expect(new Set(lefts).size, `one column at 1280 px: ${lefts}`).toBe(1);
  const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(lefts[0], "beside the title").toBeGreaterThan(title.x + title.width);
});

// The pricing page's packages, add-ons and plans, as built: tests/build/content-pages.test.ts.

// The page's clock, faked to move over the form's and the gallery's timers.
test.describe(() => {
  test.use({ fakeClock: true });

  test("contact page: highlights, details and the message form sent to the backend", async ({ page }) => {
    const { highlights } = pageAt(paths.contact);
    const { section, form: contact } = leadFormOf(paths.contact, "contact-page");
    const settings = singleton("siteSettings");
    // Time flows until the form is sent; then the clock stops, and the test moves it over the
    // success banner's 5 s.
    await page.goto(paths.contact);
    await expectTexts(
      page,
      [
        ...highlights.flatMap((item: { value: string; label: string }) => [item.value, item.label]),
        settings.phoneHours,
        ...sectionOf(paths.contact, "iconCards").cards.map((card: { title: string }) => card.title),
      ],
      "main",
    );
    await expect(page.locator(`main a[href="${paths.privacy}"]`).first()).toBeVisible();
    await expect(page.getByRole("link", { name: section.contactPage.scheduleCta.label })).toHaveAttribute(
      "href",
      paths.contact,
    );

    const form = page.locator("form", { has: page.locator('[name="budget"]') });
    for (const name of ["service", "budget", "timeline"]) {
      const shown = await form
        .locator(`select[name="${name}"] option`)
        .evaluateAll((nodes) =>
          (nodes as HTMLOptionElement[])
            .filter((node) => node.value)
            .map((node) => ({ value: node.value, label: node.textContent })),
        );
      expect(shown).toEqual(fieldOptions(contact, name).map(({ value, label }) => ({ value, label })));
    }
    const service = fieldOptions(contact, "service")[0].value;

    await form.locator('[name="firstName"]').fill("Ada");
    await form.locator('[name="lastName"]').fill("Lovelace");
    await form.locator('[name="email"]').fill("ada@example.com");
    await form.locator('[name="company"]').fill("Analytical Engines");
    await form.locator('[name="service"]').selectOption(service);
    await form.locator('[name="message"]').fill("We want an AI support agent.");
    // The clock stops a second on (pauseAt cannot stop at a time already past).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await form.getByRole("button", { name: contact.submitLabel }).click();
    const success = page.getByText(contact.successMessage);
    await expect(success).toBeVisible();
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
      service,
      message: "We want an AI support agent.",
      source: "contact-page",
    });
    // The spec's 5 s success banner, on the page's clock: shown at 4,999 ms, gone at 5,000.
    await page.clock.runFor(4_999);
    await expect(success).toBeVisible();
    await page.clock.runFor(1);
    await expect(success).toBeHidden();
  });

  // The privacy policy's and the terms' sections and the gallery, as built: tests/build/content-pages.test.ts.

  test("terms: the link to the privacy policy shows; the gallery's Swiper starts after the first load, with all slides and autoplay", async ({
    page,
  }) => {
    const { items, autoplayDelay } = singleton("gallery");
    const slides = items.length;
    await page.goto(paths.terms);
    // The terms' texts are checked as built (tests/build/content-pages.test.ts); that their link to
    // the privacy policy shows takes the browser.
    await expect(page.locator(`main a[href="${paths.privacy}"]`).first()).toBeVisible();
    const gallery = page.locator("#gallery");
    await expect(gallery.locator(".swiper-slide")).toHaveCount(slides);
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.locator(".swiper.swiper-initialized")).toBeVisible();
    await expect(gallery.locator(".swiper-slide")).toHaveCount(slides);
    const active = () => gallery.locator(".swiper-slide-active").getAttribute("data-swiper-slide-index");
    // Swiper handles a resize a frame late, moving a looping carousel back to its slide: a step
    // of the autoplay in that frame is undone and its transition never ends. The autoplay goes
    // on all the same, after the gallery's delay, else the spec's 3 s, on the page's clock (it
    // stopped for good in about one run in five, when the page's sections were sized).
    const carousel = gallery.locator(".swiper");
    // Paused ahead of the page's time by more than a busy machine can take to send the call: a
    // target 100 ms ahead was once already past when it arrived ("Cannot fast-forward to the past").
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await expect
      .poll(() => carousel.evaluate((element: SwiperElement) => element.swiper.animating))
      .toBe(false);
    const first = await active();
    await carousel.evaluate(({ swiper }: SwiperElement) => {
      swiper.autoplay.start();
      swiper.emit("resize");
      swiper.slideNext(300, true, true);
    });
    await page.clock.runFor(100);
    expect(await active(), "the step undone").toBe(first);
    await page.clock.runFor(autoplayDelay ?? 3_000);
    await expect.poll(active).not.toBe(first);
  });
});

test("pages revalidate, route data is used while it revalidates and travels compressed, hashed assets are cached for good", async ({
  request,
}) => {
  for (const path of ["/", paths.pricing, "/no-such-page"])
    expect((await request.get(path)).headers()["cache-control"], path).toBe("no-cache");
  // A page's data prefetched ahead of a click serves the click from the cache, and travels
  // compressed as on Firebase Hosting (scripts/tools/hosting-gzips-data.mjs).
  for (const path of [`${paths.pricing}.data`, "/_root.data"]) {
    const headers = (await request.get(path, { headers: { "accept-encoding": "gzip, br" } })).headers();
    expect(headers["cache-control"], path).toBe("max-age=0, stale-while-revalidate=600");
    expect(headers["content-encoding"], path).toMatch(/^(br|gzip)$/);
  }
  const html = await (await request.get("/")).text();
  const asset = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset).toBeTruthy();
  expect((await request.get(asset!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

// The spec's old address of the privacy policy, now a redirect of the content.
test(`/privacy redirects permanently to ${paths.privacy}`, async ({ page, request }) => {
  const privacy = redirects().find((redirect) => redirect.to === paths.privacy);
  expect(privacy?.from, `the dataset's redirect to ${paths.privacy}`).toBe("/privacy");
  const { from, status } = privacy!;
  expect(status).toBe(301);
  const response = await request.get(from, { maxRedirects: 0 });
  expect(response.status()).toBe(status);
  expect(response.headers()["location"]).toMatch(new RegExp(`${paths.privacy}$`));
  await page.goto(from);
  await expect(page).toHaveURL(paths.privacy);
});

// The not-found page, at every kind of unknown address and /404: not-found.spec.ts. The account
// pages' headings, labelled fields and links, as built: tests/build/content-pages.test.ts; that
// sign-up's fields show, its screenshot (looks.spec.ts); the forms' messages, their unit tests
// (web/features/auth/) and, shown in a browser, tests/browsers/accounts.spec.ts.

test("sign-in's and sign-up's checkboxes are one control: a 20 px box, filled when checked", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const looks = [];
  for (const [path, name] of [
    [paths.signIn, "rememberMe"],
    [paths.signUp, "agreeToTerms"],
  ]) {
    await page.goto(path);
    const box = page.locator(`[name="${name}"]`);
    const style = () =>
      box.evaluate((element) => {
        const { width, height } = element.getBoundingClientRect();
        const { backgroundColor, borderColor } = getComputedStyle(element);
        return { width, height, backgroundColor, borderColor };
      });
    const unchecked = await style();
    // Checked by its label, as a visitor would: the label is part of the target.
    const label = page.locator(`label:has([name="${name}"]), label[for="${name}"]`);
    expect((await label.boundingBox())!.height, "target with its label").toBeGreaterThanOrEqual(24);
    await label.click({ position: { x: 4, y: 4 } });
    await expect(box).toBeChecked();
    const checked = await style();
    expect(checked.backgroundColor, "filled when checked").not.toBe(unchecked.backgroundColor);
    looks.push({ unchecked, checked });
  }
  expect(looks[0].unchecked).toMatchObject({ width: 20, height: 20 });
  expect(looks[1], "the same control on both pages").toEqual(looks[0]);
});
