import { expect, test } from "./support/test";
import { agents, docsOfType, fieldLabel, leadFormOf } from "./support/dataset";
import { paths } from "#content/paths.ts";

// The home page's sections, texts, links and labelled form fields, as built: tests/build/home.test.ts.

test("home shows its sections, agent links, key figures and lead form fields; each key figure is large", async ({
  page,
}) => {
  const bannerForm = leadFormOf(paths.home, "home-banner").form;
  const contactForm = leadFormOf(paths.home, "home-contact").form;
  await page.goto("/");
  for (const id of ["ai-agents", "process", "case-studies", "contact"]) {
    await expect(page.locator(`section#${id}`)).toBeVisible();
  }
  // Each case study leads with its key result: one large figure.
  for (const study of docsOfType("caseStudy").filter((candidate) => candidate.keyResult)) {
    const card = page
      .locator("section#case-studies article")
      .filter({ has: page.getByRole("heading", { level: 3, name: study.company }) });
    const figure = card.getByText(study.keyResult.value, { exact: true });
    await expect(figure).toBeVisible();
    const size = (locator: typeof figure) =>
      locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await size(figure), `${study.company}'s figure is large`).toBeGreaterThan(
      1.5 * (await size(card.getByRole("heading", { level: 3 }))),
    );
  }
  const agentSection = page.locator("section#ai-agents");
  for (const agent of agents()) {
    await expect(agentSection.locator(`a[href="${paths.agent(agent.slug.current)}"]`).first()).toBeVisible();
  }
  const banner = page.locator("main form").first();
  await expect(banner.getByLabel(fieldLabel(bannerForm, "name"))).toBeVisible();
  await expect(banner.getByLabel(fieldLabel(bannerForm, "email"))).toBeVisible();
  const contact = page.locator("section#contact");
  await expect(contact.getByLabel(fieldLabel(contactForm, "name"))).toBeVisible();
  await expect(contact.getByLabel(fieldLabel(contactForm, "email"))).toBeVisible();
});
