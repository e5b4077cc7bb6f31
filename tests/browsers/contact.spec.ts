import { expect, see, test } from "./support/test";
import { field, shownText } from "./support/site";
import { leadFormOf } from "../e2e/support/dataset";
import { recordedRequests } from "../e2e/support/backend";
import { formsAccept } from "../e2e/support/lead-forms";
import { paths } from "../../content/paths";

const FORM = 'form:has([name="budget"])';

test("the contact page's form sends its lead to the backend and says so", async ({ tab }, testInfo) => {
  const contact = leadFormOf(paths.contact, "contact-page").contactForm;
  const email = `grace-${testInfo.project.name}-${Date.now()}@example.com`;
  const service = contact.serviceOptions[0].value;
  await tab.goto(paths.contact);
  await tab.fill(field("firstName", FORM), "Grace");
  await tab.fill(field("lastName", FORM), "Hopper");
  await tab.fill(field("email", FORM), email);
  await tab.fill(field("company", FORM), "Compilers Inc");
  await tab.select(field("service", FORM), service);
  await tab.fill(field("message", FORM), "We want an AI support agent.");
  // The spec's 3 s between the form's first paint and a lead it takes, waited out in real time:
  // puppeteer and Selenium, which drive Firefox and WebKit here, have no clock to fake, and
  // WebKit's WebDriver cannot run a script before the page's own to fake one.
  await see(() => tab.evaluate(formsAccept, 3000), "the form takes a submission").toBe(true);
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
