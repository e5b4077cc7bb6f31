import { expect, see, test } from "./support/test";
import { field, shownText } from "./support/site";
import { fieldOptions, leadFormOf } from "../e2e/support/dataset";
import { recordedRequests } from "../e2e/support/backend";
import { paths } from "#content/paths.ts";

const FORM = 'form:has([name="budget"])';

test("the contact page's form sends its lead to the backend and says so", async ({ tab }, testInfo) => {
  const contact = leadFormOf(paths.contact, "contact-page").form;
  const email = `grace-${testInfo.project.name}-${Date.now()}@example.com`;
  const service = fieldOptions(contact, "service")[0].value;
  await tab.goto(paths.contact);
  await tab.fill(field("firstName", FORM), "Grace");
  await tab.fill(field("lastName", FORM), "Hopper");
  await tab.fill(field("email", FORM), email);
  await tab.fill(field("company", FORM), "Compilers Inc");
  await tab.select(field("service", FORM), service);
  await tab.fill(field("message", FORM), "We want an AI support agent.");
  await tab.click({ within: FORM, css: "button[type=submit]", name: contact.submitLabel });
  await see(() => tab.shows(shownText(contact.successMessage))).toBe(true);
  const leads = (await recordedRequests()).filter(
    (request) => request.path === "/api/contact" && (request.body as { email?: string })?.email === email,
  );
  expect(leads).toHaveLength(1);
  expect(leads[0].body).toMatchObject({
    firstName: "Grace",
    lastName: "Hopper",
    email,
    company: "Compilers Inc",
    service,
    message: "We want an AI support agent.",
    source: "contact-page",
  });
});
