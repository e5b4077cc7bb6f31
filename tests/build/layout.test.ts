import { expect, test } from "vitest";
import { agents, menuLinks, navigation, singleton } from "../e2e/support/dataset";
import { paths } from "#content/paths.ts";
import { documentAt } from "./support/built-site";
import { byRole, byText, text, theOne } from "./support/locators";

// The footer's and the agent pages' top bar's texts and links, as the build wrote them. The
// hydrated page is the same: a difference would be a hydration error, which fails
// templates.spec.ts (one page of each template). What takes a browser (the top bar's parts show at the width where the menu
// is not folded into the drawer; the menus, the sticky bar, client-side links) is in
// tests/e2e/layout.spec.ts.

const settings = singleton("siteSettings");

/** Where the one link in `scope` named `name` leads, as getByRole("link", { name }) finds it. */
const hrefOf = (scope: ParentNode, name: string, exact = false) =>
  theOne(byRole(scope, "link", { name, exact }), `the link ${name}`).getAttribute("href");

const footer = theOne(byRole(documentAt(paths.contact).body, "contentinfo"), "the footer");

test("the footer holds its blurb, the contact e-mail and phone links and the social links", () => {
  expect(text(footer)).toContain(settings.footerBlurb);
  expect(hrefOf(footer, settings.contactEmail)).toBe(`mailto:${settings.contactEmail}`);
  expect(hrefOf(footer, settings.contactPhone)).toBe(`tel:${settings.contactPhone.replace(/[^\d+]/g, "")}`);
  for (const social of settings.socialLinks) expect(hrefOf(footer, social.label)).toBe(social.url);
});

test("the footer's headings are its columns' titles, then its call to action's", () => {
  expect(byRole(footer, "heading", { level: 2 }).map(text)).toEqual([
    ...settings.footerColumns.map((column: { title: string }) => column.title),
    settings.footerCtaTitle,
  ]);
});

test("the footer's columns link every agent and each company link", () => {
  for (const column of settings.footerColumns) {
    const list = theOne(byRole(footer, "navigation", { name: column.title }), column.title);
    if (column._type === "agentsColumn")
      for (const agent of agents()) expect(hrefOf(list, agent.name)).toBe(paths.agent(agent.slug.current));
    else for (const { label, href } of menuLinks(column.links)) expect(hrefOf(list, label, true)).toBe(href);
  }
});

test("the footer's call to action is a box of its own: heading, sentence and link to the contact page", () => {
  const cta = theOne(byRole(footer, "region", { name: settings.footerCtaTitle }), "the call to action");
  expect(text(cta)).toContain(settings.footerCtaText);
  expect(hrefOf(cta, settings.footerCta.label)).toBe(paths.contact);
});

const agentPage = documentAt(paths.agent(agents()[0].slug.current)).body;
const topBar = theOne(byRole(agentPage, "banner"), "the top bar");

test("an agent page has the promo banner: its text and its link to the contact page", () => {
  theOne(byText(agentPage, settings.promoBanner.text), "the promo text");
  expect(hrefOf(agentPage, settings.promoBanner.cta.label)).toBe(paths.contact);
});

test("an agent page's top bar has its call to action and its menu, in order", () => {
  const [cta] = byRole(topBar, "link", { name: settings.agentTopBarCta.label });
  expect(cta?.getAttribute("href"), settings.agentTopBarCta.label).toBe(paths.contact);
  const menu = theOne(byRole(topBar, "navigation", { name: navigation().mainNavLabel }), "the menu");
  const links = menuLinks(settings.agentTopBarMenu);
  expect(byRole(menu, "link").map(text)).toEqual(links.map((link) => link.label));
  for (const { label, href } of links) expect(hrefOf(menu, label, true)).toBe(href);
});
