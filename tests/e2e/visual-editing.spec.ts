import { expect, test } from "./support/test";
import { untilQuiet } from "./support/quiet";
import { agents, pageAt, type Doc } from "./support/dataset";
import { openPresentationStudio } from "./support/presentation-studio";
import { paths } from "#content/paths.ts";

// The site inside the Studio's Presentation tool, played by a stand-in that speaks the tool's
// protocol (tests/e2e/support/presentation-studio.ts): drafts show in place and follow edits
// without a reload, and the published view shows published content.

const about = pageAt(paths.about);

test("inside the Presentation tool a draft shows in place, and a later edit without a reload", async ({
  page,
  baseURL,
}) => {
  const studio = await openPresentationStudio(page, `${baseURL}${paths.about}`, {
    [about._id]: { title: "About Us, draft one" },
  });
  const site = studio.site();
  const heading = site.getByRole("heading", { level: 1 });
  // The first draft shows after the framed page has hydrated, loaded the visual-editing code,
  // met the tool's handshake (or, past 4 s, reloaded its routes when it came) and had its queries
  // answered: over the 10 s default on two cores busy with other browsers (seen in CI, where the
  // page still showed its prerendered heading). A page that never shows it still fails.
  await expect(heading).toContainText("About Us, draft one", { timeout: 30_000 });

  // The page asked for its queries with the tool's perspective.
  const listens = await studio.listens();
  expect(listens.some((listen) => listen.query.includes('_type == "page"'))).toBe(true);
  expect(listens.every((listen) => listen.perspective === "drafts")).toBe(true);

  const frame = page.frames().find((candidate) => candidate.url().startsWith(baseURL!))!;
  await frame.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  studio.setDraft(about._id, { title: "About Us, draft two" });
  await studio.resend();
  await expect(heading).toContainText("About Us, draft two");
  expect(await frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The tool's published view: the published title again.
  await studio.setPerspective("published");
  await expect(heading).toContainText(about.title);
  await expect(heading).not.toContainText("draft");
});

test("inside the Presentation tool a Content Release previews with its perspective; visitors never see it", async ({
  page,
  baseURL,
}) => {
  const studio = await openPresentationStudio(page, `${baseURL}${paths.about}`, {
    [about._id]: { title: "About Us, a draft" },
  });
  studio.setReleaseVersion("rSpringLaunch", about._id, { title: "About Us, as the spring launch has it" });
  const heading = studio.site().getByRole("heading", { level: 1 });
  await expect(heading).toContainText("About Us, a draft");

  // The tool's release view: the release's version over the drafts, asked with its stack.
  await studio.setPerspective(["rSpringLaunch", "drafts"]);
  await expect(heading).toContainText("About Us, as the spring launch has it");
  const listens = await studio.listens();
  expect(listens.some((listen) => JSON.stringify(listen.perspective) === '["rSpringLaunch","drafts"]')).toBe(
    true,
  );

  await studio.setPerspective("published");
  await expect(heading).toContainText(about.title);

  // Outside the tool, the site shows what is published.
  await page.goto(`${baseURL}${paths.about}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(about.title);
  await expect(page.getByText("spring launch")).toHaveCount(0);
});

// The invisible edit markers (stega): zero-width and invisible formatting characters.
const HIDDEN = /[\u200B-\u200D\u2060-\u2064\uFEFF\u{1D173}-\u{1D17A}]/u;

test("inside the Presentation tool CMS text has an overlay naming its document, and a click focuses its field", async ({
  page,
  baseURL,
}) => {
  const studio = await openPresentationStudio(page, `${baseURL}${paths.about}`, {
    [about._id]: { title: "About Us, in review" },
  });
  const site = studio.site();
  await expect(site.getByRole("heading", { level: 1 })).toContainText("About Us, in review");

  const intro = site
    .locator("p")
    .filter({ hasText: about.intro.slice(0, 40) })
    .first();
  // The overlays come once the page has hydrated: the editor points at the text once they are there.
  await site.locator("sanity-visual-editing").waitFor({ state: "attached" });
  // The overlay's label is the document's preview title, as the tool sent it. The overlays may
  // still be finding the page's elements at the first hover: the pointer moves on and back.
  await expect(async () => {
    await site.locator("h1").hover();
    await intro.hover();
    await expect(site.locator("sanity-visual-editing")).toContainText("About Us, in review", {
      timeout: 1000,
    });
  }).toPass();

  await intro.click();
  await expect
    .poll(() => studio.focusMessages())
    .toContainEqual(expect.objectContaining({ id: about._id, type: "page", path: "intro" }));

  // Edit markers are in the page's text, never in its head (title, meta, JSON-LD).
  const frame = page.frames().find((candidate) => candidate.url().startsWith(baseURL!))!;
  const { head, title, body } = await frame.evaluate(() => ({
    head: document.head.innerHTML,
    title: document.title,
    body: document.body.innerHTML,
  }));
  expect(HIDDEN.test(body)).toBe(true);
  expect(HIDDEN.test(head)).toBe(false);
  expect(HIDDEN.test(title)).toBe(false);
  // Nor in any link's address.
  const hrefs = await frame.evaluate(() => [...document.querySelectorAll("a")].map((a) => a.href));
  expect(hrefs.filter((href) => HIDDEN.test(href))).toEqual([]);
});

test("a visitor loads no visual-editing code", async ({ page }) => {
  // The addresses are gathered as the page loads and read afterwards: a body read inside the
  // event can fail when the browser has already let the response go.
  const addresses: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") addresses.push(request.url());
  });
  await page.goto(paths.about);
  await untilQuiet(page);
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) {
    const code = await (await page.request.get(address)).text();
    expect(code, address).not.toContain("loader/query-listen");
    expect(code, address).not.toContain("sanity-visual-editing");
  }
});

test("inside the Presentation tool an agent page's form values, control names and links carry no edit markers", async ({
  page,
  baseURL,
}) => {
  const agent = agents()[0];
  const studio = await openPresentationStudio(page, `${baseURL}${paths.agent(agent.slug.current)}`, {
    [agent._id]: { heroTagline: "A tagline in review" },
  });
  const site = studio.site();
  await expect(site.getByText("A tagline in review").first()).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().startsWith(baseURL!))!;
  const data = await frame.evaluate(() => ({
    body: document.body.innerHTML,
    values: [...document.querySelectorAll<HTMLInputElement | HTMLOptionElement>("option, input")].map(
      (control) => control.value,
    ),
    names: [...document.querySelectorAll<HTMLInputElement>("[name]")].map((control) => control.name),
    hrefs: [...document.querySelectorAll("a")].map((a) => a.href),
  }));
  expect(HIDDEN.test(data.body)).toBe(true);
  expect(data.values.length).toBeGreaterThan(0);
  for (const list of [data.values, data.names, data.hrefs])
    expect(list.filter((item) => HIDDEN.test(item))).toEqual([]);
});

test("inside the Presentation tool every page shows its drafts, the layout's too, after the tool navigates", async ({
  page,
  baseURL,
}) => {
  const home = pageAt(paths.home);
  const heroInReview = (section: Doc) =>
    section._type === "hero" ? { ...section, headline: "A headline in review" } : section;
  const studio = await openPresentationStudio(page, `${baseURL}${paths.home}`, {
    [home._id]: { sections: home.sections.map(heroInReview) },
    [pageAt(paths.pricing)._id]: { title: "Pricing in review" },
    siteSettings: { footerBlurb: "A footer blurb in review" },
  });
  const site = studio.site();
  await expect(site.getByRole("heading", { level: 1 })).toContainText("A headline in review");
  await expect(site.locator("footer")).toContainText("A footer blurb in review");

  // A click on CMS text focuses it in the Studio; the tool's address bar navigates.
  await studio.navigate(paths.pricing);
  await expect(site.getByRole("heading", { level: 1 })).toContainText("Pricing in review");
  await expect(site.locator("footer")).toContainText("A footer blurb in review");
});

test("inside the Presentation tool each section of a page built from blocks is outlined as an item of its sections, and a click opens it", async ({
  page,
  baseURL,
}) => {
  const built = pageAt(paths.about);
  const studio = await openPresentationStudio(page, `${baseURL}${paths.about}`, {});
  const site = studio.site();
  const keys = built.sections.map((section: Doc) => section._key as string);
  // data-sanity="id=…;type=page;path=sections:<key>;…" (Sanity's encoding of sections[_key=="<key>"]).
  const outlined = site.locator("[data-sanity*='path=sections:']");
  await expect(outlined).toHaveCount(keys.length);
  // The list itself is marked too: the tool's drag and drop reorders its items.
  await expect(site.locator("[data-sanity*='path=sections;']")).toHaveCount(1);

  const last = built.sections.at(-1) as Doc;
  const section = outlined.last();
  await expect(section).toHaveAttribute("data-sanity", new RegExp(`path=sections:${last._key};`));
  // The overlays pick up marked elements as they appear: move the pointer until one is drawn.
  let nudge = 0;
  await expect(async () => {
    await section.hover({ position: { x: 4 + (nudge++ % 8), y: 4 } });
    await expect(site.locator("sanity-visual-editing")).toContainText(built.title, { timeout: 1_000 });
  }).toPass();
  await section.click({ position: { x: 4, y: 4 } });
  await expect
    .poll(() => studio.focusMessages())
    .toContainEqual(expect.objectContaining({ id: built._id, path: `sections[_key=="${last._key}"]` }));

  // A section added in the Studio shows in place, without a reload, and is outlined too.
  const frame = page.frames().find((candidate) => candidate.url().startsWith(baseURL!))!;
  await frame.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const added = {
    _key: "added",
    _type: "ctaBand",
    heading: "A section added in the Studio",
    primaryCta: last.primaryCta,
  };
  studio.setDraft(built._id, { sections: [added, ...built.sections] });
  await studio.resend();
  await expect(site.getByRole("heading", { name: added.heading })).toBeVisible();
  await expect(outlined).toHaveCount(keys.length + 1);
  expect(await frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // A visitor's page carries none of it.
  await page.goto(paths.about);
  await expect(page.locator("[data-sanity]")).toHaveCount(0);
});

test("inside the Presentation tool a section dragged above the one before it moves there, sent to the Studio as an edit of its page", async ({
  page,
  baseURL,
}) => {
  const built = pageAt(paths.about);
  const keys = built.sections.map((section: Doc) => section._key as string);
  const studio = await openPresentationStudio(page, `${baseURL}${paths.about}`, {});
  const site = studio.site();
  const sections = site.locator("[data-sanity*='path=sections:']");
  await expect(sections).toHaveCount(keys.length);
  const [before, moved] = [sections.nth(0), sections.nth(1)];

  // An editor takes the section by its edge (its own outline, not one of its texts')…
  let nudge = 0;
  await expect(async () => {
    await moved.hover({ position: { x: 4 + (nudge++ % 8), y: 6 } });
    await expect(site.locator("sanity-visual-editing")).toContainText(built.title, { timeout: 1_000 });
  }).toPass();
  // The overlays start over once the Studio's editing is ready: point at the edge again.
  await moved.hover({ position: { x: 14, y: 8 } });
  await moved.hover({ position: { x: 16, y: 10 } });
  await page.mouse.down();
  // …and drops it on the top edge of the section before it (a drop lands between sections).
  const to = (await before.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + 8, { steps: 12 });
  await page.mouse.up();

  // The Studio gets the move as an edit of the page's draft, and the page shows the new order.
  await expect.poll(async () => (await studio.mutations()).length).toBeGreaterThan(0);
  expect(JSON.stringify(await studio.mutations())).toContain(`"drafts.${built._id}"`);
  const order = () =>
    sections.evaluateAll((elements) =>
      elements.map((element) => /path=sections:([^;]+)/.exec(element.dataset.sanity ?? "")?.[1]),
    );
  await expect.poll(order).toEqual([keys[1], keys[0], ...keys.slice(2)]);
});
