import { expect, test } from "./support/test";
import { agents, docsOfType, fromPrice, leadFormOf, sectionOf } from "./support/dataset";
import { expectTexts } from "./support/page-text";
import { paths } from "../../content/paths";

test("home shows every section with its content", async ({ page }) => {
  const hero = sectionOf(paths.home, "hero");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
  await expect(page.getByRole("link", { name: hero.primaryCta.label }).first()).toHaveAttribute(
    "href",
    paths.contact,
  );
  for (const id of ["ai-agents", "process", "case-studies", "contact"]) {
    await expect(page.locator(`section#${id}`)).toBeVisible();
  }
  await expectTexts(page, [
    leadFormOf(paths.home, "home-banner").bannerForm.title,
    sectionOf(paths.home, "servicesGrid").heading.title,
    ...docsOfType("consultingService").flatMap((service) => [service.title, service.description]),
    ...docsOfType("processStep").flatMap((step) => [step.title, step.description]),
    ...docsOfType("caseStudy").flatMap((study) => [
      study.company,
      study.industry,
      study.challenge,
      ...study.results,
    ]),
  ]);
  // Each case study leads with its key result: one large figure, its label under it.
  for (const study of docsOfType("caseStudy").filter((candidate) => candidate.keyResult)) {
    const card = page
      .locator("section#case-studies article")
      .filter({ has: page.getByRole("heading", { level: 3, name: study.company }) });
    const figure = card.getByText(study.keyResult.value, { exact: true });
    await expect(figure).toBeVisible();
    await expect(card).toContainText(study.keyResult.label);
    const size = (locator: typeof figure) =>
      locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await size(figure), `${study.company}'s figure is large`).toBeGreaterThan(
      1.5 * (await size(card.getByRole("heading", { level: 3 }))),
    );
  }
  const agentSection = page.locator("section#ai-agents");
  for (const agent of agents()) {
    await expectTexts(page, [agent.name, agent.cardDescription, fromPrice(agent)], "section#ai-agents");
    await expect(agentSection.locator(`a[href="${paths.agent(agent.slug.current)}"]`).first()).toBeVisible();
  }
});

test("home lead forms have labelled fields", async ({ page }) => {
  const { bannerForm } = leadFormOf(paths.home, "home-banner");
  const { contactSection } = leadFormOf(paths.home, "home-contact");
  await page.goto("/");
  const banner = page.locator("main form").first();
  await expect(banner.getByLabel(bannerForm.nameLabel)).toBeVisible();
  await expect(banner.getByLabel(bannerForm.emailLabel)).toBeVisible();
  const contact = page.locator("section#contact");
  await expect(contact.getByLabel(contactSection.nameLabel)).toBeVisible();
  await expect(contact.getByLabel(contactSection.emailLabel)).toBeVisible();
});
