import { expect, test } from "vitest";
import {
  accountPages,
  agents,
  blockTexts,
  docsOfType,
  legalPage,
  pageAt,
  price,
  sectionOf,
  singleton,
  type Doc,
} from "../e2e/support/dataset";
import { en } from "#web/shared/i18n/messages/en.ts";
import { formatMonthYear } from "#web/shared/ui/format.ts";
import { isSitePathHref } from "#schemas/lib/links.ts";
import { paths } from "#content/paths.ts";
import { documentAt } from "./support/built-site";
import { accessibleName, byLabel, byRole, byText, isHidden, text, theOne } from "./support/locators";
import { expectTexts } from "./support/page-text";

// The about, pricing, legal and account pages hold their content, as the build wrote them. The
// hydrated page is the same: a difference would be a hydration error, which fails
// templates.spec.ts. What takes a browser (the contact page's layout and form, the gallery's
// carousel, the checkboxes' looks) is in tests/e2e/pages.spec.ts; the account forms' checks as
// they are sent, in their unit tests (web/features/auth/) and tests/browsers/accounts.spec.ts.

const mainOf = (document: Document) => document.querySelector("main")!;
/** The text of the one level 1 heading, as getByRole finds it. */
const headingOf = (document: Document) =>
  text(theOne(byRole(document.body, "heading", { level: 1 }), "the level 1 heading"));

test("the about page has its mission, vision, values and expertise areas with their years", () => {
  const about = pageAt(paths.about);
  const cards = about.sections
    .filter((section: Doc) => section._type === "iconCards")
    .flatMap((section: Doc) => section.cards);
  const document = documentAt(paths.about);
  expect(headingOf(document)).toBe(about.title);
  expect(cards.filter((card: Doc) => card.badge).length, "expertise areas with their years").toBeGreaterThan(
    0,
  );
  expectTexts(
    mainOf(document),
    cards.flatMap((card: Doc) => [card.title, card.description, card.badge]),
  );
});

test("the pricing page has its packages, add-ons and every agent's plans, the popular package marked", () => {
  const document = documentAt(paths.pricing);
  expect(headingOf(document)).toBe(pageAt(paths.pricing).title);
  expectTexts(mainOf(document), [
    ...docsOfType("servicePackage").flatMap((pack) => [
      pack.name,
      price(pack.price),
      pack.priceDetail,
      ...pack.features,
    ]),
    ...docsOfType("addOn").flatMap((addOn) => [addOn.name, price(addOn.price)]),
    ...agents().flatMap((agent) => [
      agent.name,
      ...agent.plans.flatMap((plan: Doc) => [plan.name, price(plan.price)]),
    ]),
  ]);
  // A tab per agent, in the dataset's order, above its plans.
  const tablist = theOne(
    [...document.querySelectorAll('[role="tablist"]')].filter(
      (list) => accessibleName(list) === sectionOf(paths.pricing, "agentPlans").heading.title,
    ),
    "the agents' tab list",
  );
  expect([...tablist.querySelectorAll('[role="tab"]')].map(text)).toEqual(
    agents().map((agent) => agent.name),
  );
  // The first of the label's places, as the browser test found it, not in a closed agent's panel.
  const [popular] = byText(document.body, sectionOf(paths.pricing, "consultingPackages").popularLabel);
  expect(popular, "the popular label").toBeDefined();
  expect(isHidden(popular), "the popular label hidden").toBe(false);
});

test("the privacy policy has the month and year of its last update and every section", () => {
  const privacy = legalPage("privacy-policy");
  const document = documentAt(paths.privacy);
  expect(headingOf(document)).toBe(privacy.title);
  expect(text(theOne([...document.querySelectorAll("main time")], "main time"))).toBe(
    formatMonthYear(privacy.lastUpdated, en.formats),
  );
  expectTexts(mainOf(document), blockTexts(privacy.body));
});

test("the terms have their sections with their tokens filled or a placeholder, and the gallery", () => {
  const terms = legalPage("terms-conditions");
  const gallery = singleton("gallery");
  const document = documentAt(paths.terms);
  expect(headingOf(document)).toBe(terms.title);
  const privacyLinks = [...document.querySelectorAll(`main a[href="${paths.privacy}"]`)];
  expect(privacyLinks.length, "links to the privacy policy").toBeGreaterThan(0);
  expect(isHidden(privacyLinks[0]), "the first link to the privacy policy hidden").toBe(false);
  // A token shows the page's field, or a placeholder in the text while the field is empty.
  const filled = (line: string) =>
    line
      .replaceAll("{jurisdiction}", terms.jurisdiction || "[jurisdiction]")
      .replaceAll("{noticeDays}", terms.noticeDays ? String(terms.noticeDays) : "[notice days]");
  expectTexts(mainOf(document), blockTexts(terms.body).map(filled));

  expect(document.querySelectorAll("#gallery .swiper-slide")).toHaveLength(gallery.items.length);
  // A logo leads to its client's write-up on this site (same tab), another site (a new tab), or nowhere.
  const images = [...document.querySelectorAll("#gallery img")];
  const links = [...document.querySelectorAll("#gallery a")];
  for (const item of gallery.items) {
    const alt = item.image.alt;
    const withLogo = links.filter((link) =>
      [...link.querySelectorAll("img")].some((image) => image.getAttribute("alt") === alt),
    );
    if (!item.link) {
      expect(
        images.some((image) => image.getAttribute("alt") === alt),
        alt,
      ).toBe(true);
      expect(withLogo, `links around ${alt}`).toEqual([]);
      continue;
    }
    const link = links.find((candidate) => candidate.getAttribute("href") === item.link);
    expect(link, item.link).toBeDefined();
    expect(link!.getAttribute("target"), item.link).toBe(isSitePathHref(item.link) ? null : "_blank");
    expect([...link!.querySelectorAll("img")].map((image) => image.getAttribute("alt"))).toEqual([alt]);
  }
  expect(gallery.items.some((item: Doc) => item.link)).toBe(true);
});

const { signIn, signUp, resetPassword } = accountPages();

/** Each account page: its heading, its fields by name with their labels, and its links. */
const accountForms = [
  {
    path: paths.signIn,
    title: signIn.title,
    fields: { email: signIn.emailLabel, password: signIn.passwordLabel, rememberMe: signIn.rememberMeLabel },
    links: [{ name: signIn.forgotPasswordLabel, href: paths.forgotPassword }],
    texts: [],
  },
  {
    path: paths.signUp,
    title: signUp.title,
    fields: {
      firstName: signUp.firstNameLabel,
      lastName: signUp.lastNameLabel,
      email: signUp.emailLabel,
      companyName: signUp.companyNameLabel,
      phone: signUp.phoneLabel,
      password: signUp.passwordLabel,
      confirmPassword: signUp.confirmPasswordLabel,
      agreeToTerms: signUp.agreeLabel,
    },
    links: [],
    texts: [signUp.dividerLabel],
  },
  {
    path: paths.forgotPassword,
    title: resetPassword.title,
    fields: { email: resetPassword.emailLabel },
    links: [{ name: resetPassword.helpLabel, href: paths.contact }],
    texts: [],
  },
];

test.each(accountForms)(
  "$path shows its heading and its form with labelled, named fields",
  ({ path, title, fields, links, texts }) => {
    const { body } = documentAt(path);
    expect(isHidden(theOne(byRole(body, "heading", { name: title }), "the heading"))).toBe(false);
    for (const [name, label] of Object.entries(fields)) {
      const field = theOne([...body.querySelectorAll(`[name="${name}"]`)], `the field named ${name}`);
      expect(isHidden(field), `${name} hidden`).toBe(false);
      expect(byLabel(body, label), `the fields labelled "${label}"`).toContain(field);
    }
    for (const { name, href } of links)
      expect(theOne(byRole(body, "link", { name }), name).getAttribute("href"), name).toBe(href);
    for (const wanted of texts) expect(isHidden(theOne(byText(body, wanted), wanted)), wanted).toBe(false);
  },
);
