import { expect, test, type Page } from "./support/test";
import { docsOfType, languageOf, sectionId, type Doc } from "./support/dataset";
import { recordedRequests } from "./support/backend";
import { EVERY_BLOCK_SLUG } from "./support/changed-dataset";
import { holdScripts, recordRequests } from "./support/held-code";
import { en } from "#web/shared/i18n/messages/en.ts";

// A form made in the content (a `form` document, shown by a form section on the every-block
// page): filled, checked, sent to the backend through the contract and kept by the stand-in;
// sent before the page's code arrives, it keeps what was typed and goes through once it has.

const everyBlockPage = (): Doc => {
  const page = docsOfType("page").find((doc) => doc.slug?.current === EVERY_BLOCK_SLUG);
  if (!page) throw new Error(`no page ${EVERY_BLOCK_SLUG} in the dataset`);
  return page;
};
const formSection = (): Doc =>
  everyBlockPage().sections.find((section: Doc) => section._type === "formSection");
/** The section's form, in English. */
const formOf = (section: Doc): Doc => {
  const form = docsOfType("form").find((doc) => doc._id === section.form._ref && languageOf(doc) === "en");
  if (!form) throw new Error(`no form ${section.form._ref} in the dataset`);
  return form;
};
const fieldOf = (form: Doc, kind: string): Doc => form.fields.find((field: Doc) => field.kind === kind);

/** A value of each field's kind that its rules accept, the e-mail `email`. */
function validValues(form: Doc, email: string): Record<string, string | boolean> {
  return Object.fromEntries(
    form.fields.map((field: Doc) => {
      switch (field.kind) {
        case "email":
          return [field.name, email];
        case "phone":
          return [field.name, "+1 555 010 2030"];
        case "select":
          return [field.name, field.options[0].value];
        case "checkbox":
        case "consent":
          return [field.name, true];
        case "text":
          return [field.name, field.pattern ? "AB1234" : "Ada Lovelace"];
        default:
          return [field.name, "Will it be recorded?"];
      }
    }),
  );
}

async function fill(page: Page, form: string, values: Record<string, string | boolean>) {
  for (const [name, value] of Object.entries(values)) {
    const control = page.locator(`${form} [name="${name}"]`);
    if (typeof value === "boolean") await control.setChecked(value);
    else if ((await control.evaluate((node) => node.tagName)) === "SELECT") await control.selectOption(value);
    else await control.fill(value);
  }
}

const submissionsFrom = async (formId: string, email: string) =>
  (await recordedRequests()).filter(
    (request) =>
      request.path === `/api/forms/${formId}/submissions` &&
      Object.values((request.body as { fields?: object } | null)?.fields ?? {}).includes(email),
  );

test("a form made in the content says what is wrong, is sent, and the backend keeps it", async ({ page }) => {
  const section = formSection();
  const form = formOf(section);
  const selector = `form[aria-labelledby="${sectionId(section)}-title"]`;
  const email = "webinar.guest@example.com";
  await page.goto(`/${EVERY_BLOCK_SLUG}`);
  const element = page.locator(selector);
  await element.scrollIntoViewIfNeeded();

  const values = validValues(form, email);
  const emailField = fieldOf(form, "email");
  const patterned = form.fields.find((field: Doc) => field.pattern);
  await fill(page, selector, { ...values, [emailField.name]: "not-an-email", [patterned.name]: "ab12" });
  await element.getByRole("button", { name: form.submitLabel }).click();
  const emailControl = element.locator(`[name="${emailField.name}"]`);
  await expect(emailControl).toHaveAttribute("aria-invalid", "true");
  await expect(emailControl).toHaveAccessibleDescription(new RegExp(en.validation.emailAddressInvalid));
  await expect(element.locator(`[name="${patterned.name}"]`)).toHaveAccessibleDescription(
    new RegExp(patterned.patternMessage.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  expect(await submissionsFrom(form.formId, email)).toEqual([]);

  await fill(page, selector, values);
  await element.getByRole("button", { name: form.submitLabel }).click();
  await expect(element.getByText(form.successMessage)).toBeVisible();
  const kept = await submissionsFrom(form.formId, email);
  expect(kept).toHaveLength(1);
  expect(kept[0].body).toEqual({ fields: values, language: "en", landing_page: `/${EVERY_BLOCK_SLUG}` });
  await expect(emailControl).toHaveValue("");
});

test("a form made in the content sent before the page's code arrives keeps what was typed and goes through once it has", async ({
  page,
}) => {
  const section = formSection();
  const form = formOf(section);
  const selector = `form[aria-labelledby="${sectionId(section)}-title"]`;
  const email = "early.webinar.guest@example.com";
  const scripts = await holdScripts(page);
  const requests = recordRequests(page);
  await page.goto(`/${EVERY_BLOCK_SLUG}`, { waitUntil: "domcontentloaded" });

  const values = validValues(form, email);
  await fill(page, selector, values);
  await page.locator(`${selector} [type="submit"]`).click();
  await expect(page.locator(selector)).toHaveAttribute("aria-busy", "true");
  expect(new URL(page.url()).search, "the address").toBe("");
  expect(requests.filter((request) => request.includes(email))).toEqual([]);
  await expect(page.locator(`${selector} [name="${fieldOf(form, "email").name}"]`)).toHaveValue(email);
  expect(await submissionsFrom(form.formId, email)).toEqual([]);

  await scripts.release();
  await expect(page.locator(selector).getByText(form.successMessage)).toBeVisible({ timeout: 15_000 });
  const kept = await submissionsFrom(form.formId, email);
  expect(kept).toHaveLength(1);
  expect(kept[0].body).toMatchObject({ fields: values, language: "en" });
});
