import { expect, hydrated, test, type Page } from "./support/test";
import { agents, fieldOptions, leadFormOf, sectionId, singleton } from "./support/dataset";
import { recordedRequests } from "./support/backend";
import { holdScripts, recordRequests } from "./support/held-code";
import { LEAD_TRAP_FIELD } from "#web/features/content-forms/trap.ts";
import { paths } from "#content/paths.ts";

// A prerendered page paints before its code arrives. A form sent in that gap must never be sent
// by the browser itself (values in the address bar, the history and the host's logs), must keep
// what was typed, and goes through once the code is ready, however soon it was sent; a lead form
// whose trap field a bot filled in that gap is trapped. The account forms are covered in auth.spec.ts, next to the
// accounts they create.

// The page's first load, its code held: a context of each test's own, nothing of the site cached.
test.use({ freshContext: true });

type Fields = Record<string, string>;

async function fill(page: Page, form: string, fields: Fields) {
  for (const [name, value] of Object.entries(fields)) {
    const control = page.locator(`${form} [name="${name}"]`);
    if ((await control.evaluate((node) => node.tagName)) === "SELECT") await control.selectOption(value);
    else await control.fill(value);
  }
}

/** Nothing typed is in any request made so far, nor in the address. */
function expectNothingSent(page: Page, requests: string[], fields: Fields) {
  expect(new URL(page.url()).search, "the address").toBe("");
  for (const value of Object.values(fields))
    expect(
      requests.filter((request) => request.includes(value) || request.includes(encodeURIComponent(value))),
      `requests carrying "${value}"`,
    ).toEqual([]);
}

async function expectKept(page: Page, form: string, fields: Fields) {
  for (const [name, value] of Object.entries(fields))
    await expect(page.locator(`${form} [name="${name}"]`)).toHaveValue(value);
}

const leadsFrom = async (email: string) =>
  (await recordedRequests()).filter(
    (request) => request.path === "/api/contact" && (request.body as { email?: string })?.email === email,
  );

/** The contact page painted with its code held back: its lead form's content and selector, the held
 * scripts, and the requests the page makes. */
async function openContactBeforeCode(page: Page) {
  const contact = leadFormOf(paths.contact, "contact-page").form;
  const scripts = await holdScripts(page);
  const requests = recordRequests(page);
  await page.goto(paths.contact, { waitUntil: "domcontentloaded" });
  return { contact, form: "main form", scripts, requests };
}

test("the contact form sent at once before the page's code arrives keeps its values, then sends the lead once", async ({
  page,
}) => {
  const { contact, form, scripts, requests } = await openContactBeforeCode(page);
  const fields = {
    firstName: "Early",
    lastName: "Bird",
    email: "early.bird@example.com",
    service: fieldOptions(contact, "service")[0].value,
    message: "Call me back please",
  };
  await fill(page, form, fields);
  await page.locator(`${form} [type="submit"]`).click();
  await expect(page.locator(form)).toHaveAttribute("aria-busy", "true");
  expectNothingSent(page, requests, fields);
  await expectKept(page, form, fields);
  expect(await leadsFrom(fields.email)).toEqual([]);

  await scripts.release();
  await expect(page.getByText(contact.successMessage)).toBeVisible({ timeout: 15_000 });
  const leads = await leadsFrom(fields.email);
  expect(leads).toHaveLength(1);
  expect(leads[0].body).toMatchObject({ ...fields, source: "contact-page", landing_page: paths.contact });
  await expect(page.locator(form)).not.toHaveAttribute("aria-busy");
});

test("a lead form sent before the page's code arrives with its trap field filled shows as sent, and nothing is sent", async ({
  page,
}) => {
  const { contact, form, scripts, requests } = await openContactBeforeCode(page);
  const fields = { firstName: "Hasty", lastName: "Bot", email: "hasty.bot@example.com", message: "Buy now" };
  await fill(page, form, fields);
  // The field no person sees, filled as a bot fills every field it finds.
  await page.locator(`${form} [name="${LEAD_TRAP_FIELD}"]`).fill("https://spam.example", { force: true });
  await page.locator(`${form} [type="submit"]`).click();
  await expect(page.locator(form)).toHaveAttribute("aria-busy", "true");

  await scripts.release();
  await expect(page.getByText(contact.successMessage)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(`${form} [name="firstName"]`)).toHaveValue("");
  expect(requests.filter((request) => request.includes("/api/contact"))).toEqual([]);
  expect(await leadsFrom(fields.email)).toEqual([]);
});

test("the home page's two forms sent before its code arrives go through once it has", async ({ page }) => {
  const bannerLead = leadFormOf(paths.home, "home-banner");
  const contactLead = leadFormOf(paths.home, "home-contact");
  const scripts = await holdScripts(page);
  const requests = recordRequests(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const banner = `form[aria-labelledby="${sectionId(bannerLead.section)}-title"]`;
  const contact = `form[aria-labelledby="${sectionId(contactLead.section)}-title"]`;
  const bannerFields = { name: "Grace Early", email: "grace.early@example.com", goals: "Automate invoicing" };
  const contactFields = { name: "Alan Early", email: "alan.early@example.com", project: "A support agent" };
  await fill(page, banner, bannerFields);
  // Sent with Enter in a field, as a password manager or a hurried visitor does.
  await page.locator(`${banner} [name="email"]`).press("Enter");
  await fill(page, contact, contactFields);
  await page.locator(`${contact} [type="submit"]`).click();
  expectNothingSent(page, requests, { ...bannerFields, ...contactFields });
  await expectKept(page, banner, bannerFields);
  await expectKept(page, contact, contactFields);

  await scripts.release();
  await expect(page.locator(banner).getByText(bannerLead.form.successMessage)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator(contact).getByText(contactLead.form.successMessage)).toBeVisible();
  expect((await leadsFrom(bannerFields.email)).map((lead) => lead.body)).toEqual([
    { ...bannerFields, company: "", source: "home-banner", landing_page: paths.home },
  ]);
  expect((await leadsFrom(contactFields.email)).map((lead) => lead.body)).toEqual([
    { ...contactFields, source: "home-contact", landing_page: paths.home },
  ]);
});

test("a demo form sent before the page's code arrives keeps its values and then answers", async ({
  page,
}) => {
  const agent = agents()[0];
  const field = (agent.demoForm.fields as { name: string; kind: string }[]).find(
    (candidate) => candidate.kind === "text" || candidate.kind === "textarea",
  )!;
  const scripts = await holdScripts(page);
  const requests = recordRequests(page);
  await page.goto(paths.agent(agent.slug.current), { waitUntil: "domcontentloaded" });
  // Its tab cannot be opened before the code arrives (the panel is hidden): the value is put in
  // and the form sent the way the browser does it, as an autofill or an extension could.
  const form = ".demo-form";
  await page
    .locator(`${form} [name="${field.name}"]`)
    .evaluate((node: HTMLTextAreaElement) => (node.value = "Early demo request"));
  await page.locator(form).evaluate((node: HTMLFormElement) => node.requestSubmit());
  expectNothingSent(page, requests, { [field.name]: "Early demo request" });

  await scripts.release();
  await hydrated(page);
  await page.getByRole("tab", { name: singleton("agentsPage").tabLabels.demo }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("status").getByRole("link")).toHaveAttribute("href", paths.contact);
  await expect(panel.locator(`[name="${field.name}"]`)).toHaveValue("Early demo request");
});
