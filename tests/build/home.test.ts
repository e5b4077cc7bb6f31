import { expect, test } from "vitest";
import { agents, docsOfType, fieldLabel, fromPrice, leadFormOf, sectionOf } from "../e2e/support/dataset";
import { paths } from "#content/paths.ts";
import { documentAt } from "./support/built-site";
import { byLabel, byRole, byText, isHidden, text, theOne } from "./support/locators";
import { expectTexts } from "./support/page-text";

// The home page's sections, texts, links and labelled form fields, as the build wrote them. The
// hydrated page is the same: a difference would be a hydration error, which fails
// templates.spec.ts (one page of each template). What takes a browser (each section, agent link, key figure and field shows,
// the figure is large) is in tests/e2e/home.spec.ts.

const body = documentAt(paths.home).body;

/** The one element a CSS selector finds in `scope`, as a Playwright locator acts on it. */
const theOneAt = (scope: ParentNode, selector: string) =>
  theOne([...scope.querySelectorAll(selector)], selector);

test("home has the hero's headline as its one heading and its first call to action to the contact page", () => {
  const hero = sectionOf(paths.home, "hero");
  expect(byRole(body, "heading", { level: 1 }).map(text)).toEqual([hero.headline]);
  const [first] = byRole(body, "link", { name: hero.primaryCta.label });
  expect(first?.getAttribute("href"), hero.primaryCta.label).toBe(paths.contact);
});

test("home has the agents, process, case studies and contact sections", () => {
  for (const id of ["ai-agents", "process", "case-studies", "contact"])
    expect(isHidden(theOneAt(body, `section#${id}`)), `section#${id} hidden`).toBe(false);
});

test("home holds the banner form's title, the services, the process steps and the case studies", () => {
  expectTexts(body, [
    leadFormOf(paths.home, "home-banner").section.title,
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
});

test("home leads each case study with its key result: the figure alone in its element, its label in the card", () => {
  const cards = [...body.querySelectorAll("section#case-studies article")];
  for (const study of docsOfType("caseStudy").filter((candidate) => candidate.keyResult)) {
    const card = theOne(
      cards.filter((article) => byRole(article, "heading", { level: 3, name: study.company }).length > 0),
      `${study.company}'s card`,
    );
    theOne(byText(card, study.keyResult.value, true), `${study.company}'s key figure`);
    expect(text(card)).toContain(study.keyResult.label);
  }
});

test("home lists every agent with its description and from-price, linking to its page", () => {
  const section = body.querySelector("section#ai-agents")!;
  for (const agent of agents()) {
    expectTexts(section, [agent.name, agent.cardDescription, fromPrice(agent)]);
    expect(section.querySelector(`a[href="${paths.agent(agent.slug.current)}"]`), agent.name).not.toBeNull();
  }
});

test("home's banner form and contact section label their name and e-mail fields", () => {
  const bannerForm = leadFormOf(paths.home, "home-banner").form;
  const contactForm = leadFormOf(paths.home, "home-contact").form;
  const banner = body.querySelector("main form")!;
  const contact = theOneAt(body, "section#contact");
  for (const [scope, label] of [
    [banner, fieldLabel(bannerForm, "name")],
    [banner, fieldLabel(bannerForm, "email")],
    [contact, fieldLabel(contactForm, "name")],
    [contact, fieldLabel(contactForm, "email")],
  ] as [Element, string][])
    theOne(byLabel(scope, label), `the field labelled ${label}`);
});
