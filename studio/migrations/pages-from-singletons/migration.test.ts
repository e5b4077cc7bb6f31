import type { SanityDocumentLike as Doc } from "sanity";
import { describe, expect, it } from "vitest";
import { migrateDocuments } from "../../../scripts/tools/migrate-documents";
import { paths } from "../../../content/paths";
import migration from "./index";

// The migration over singletons as they stood, run as `npm run content:migrate` runs it (and
// as `sanity migration run` would, mutation by mutation).

const cta = (label: string, href: string) => ({ _type: "cta", label, href });
const heading = (title: string) => ({ _type: "sectionHeading", eyebrow: `${title} eyebrow`, title });
const card = (key: string, title: string) => ({
  _key: key,
  _type: "featureCard",
  icon: "zap",
  title,
  description: `${title} text`,
});
const seo = (title: string) => ({ _type: "seo", title, description: `${title} description` });

const before: Doc[] = [
  {
    _id: "homePage",
    _type: "homePage",
    hero: {
      eyebrow: "Agency",
      headline: "Scale with AI",
      text: "Hero text",
      primaryCta: cta("Book", paths.contact),
    },
    bannerForm: { title: "Free assessment", nameLabel: "Your Name" },
    servicesSection: heading("Services"),
    agentsSection: heading("Agents"),
    processSection: heading("Process"),
    caseStudiesSection: heading("Case studies"),
    caseStudyLabels: { challenge: "Challenge", solution: "Solution", results: "Results" },
    contactSection: { title: "Ready?", nameLabel: "Name" },
    seo: seo("Home SEO"),
  },
  {
    _id: "aboutPage",
    _type: "aboutPage",
    title: "About Us",
    intro: "About intro",
    mission: { title: "Our Mission", text: "Mission text" },
    vision: { title: "Our Vision", text: "Vision text" },
    valuesHeading: heading("Values"),
    values: [card("v1", "Innovation")],
    expertiseHeading: heading("Expertise"),
    expertise: [
      { _key: "e1", _type: "expertiseArea", icon: "brain", title: "AI", years: "3+", description: "Models" },
    ],
    cta: cta("Book Free Consultation", paths.contact),
  },
  {
    _id: "pricingPage",
    _type: "pricingPage",
    title: "Pricing",
    intro: "Pricing intro",
    packagesHeading: heading("Packages"),
    popularLabel: "Most Popular",
    addOnsHeading: heading("Add-ons"),
    agentPlansHeading: heading("Plans"),
  },
  {
    _id: "contactPage",
    _type: "contactPage",
    title: "Contact Us",
    heroText: "Contact intro",
    highlights: [{ _key: "h1", _type: "stat", value: "24 hours", label: "Response Time" }],
    formTitle: "Send Us a Message",
    submitLabel: "Send Message",
    whyChooseUsHeading: heading("Why us"),
    whyChooseUs: [card("w1", "Proven Results")],
    seo: seo("Contact SEO"),
  },
  { _id: "drafts.contactPage", _type: "contactPage", title: "Contact Us, draft" },
  { _id: "agentsPage", _type: "agentsPage", title: "AI Agents", intro: "Agents intro", fromLabel: "From" },
  {
    _id: "siteSettings",
    _type: "siteSettings",
    mainMenu: [
      {
        _key: "m1",
        _type: "menuLink",
        label: "About",
        page: { _type: "reference", _ref: "aboutPage", _weak: true },
      },
      { _key: "m2", _type: "menuLink", label: "Sign up", url: paths.signUp },
    ],
  },
  {
    _id: "redirect-old-about",
    _type: "redirect",
    from: "/about",
    to: { _type: "reference", _ref: "aboutPage" },
  },
];

const byId = (docs: Doc[], id: string) => docs.find((doc) => doc._id === id);
type Section = { _key: string; _type: string; [field: string]: unknown };
const sections = (docs: Doc[], id: string) => byId(docs, id)?.sections as Section[];

describe("pages-from-singletons", async () => {
  const after = await migrateDocuments(migration, before, "2026-11-23T00:00:00.000Z");

  it("makes each singleton page a page at its old address, and deletes the singleton", () => {
    const pages = after.filter((doc) => doc._type === "page" && !doc._id.startsWith("drafts."));
    expect(pages.map((page) => [page._id, (page.slug as { current: string }).current])).toEqual([
      ["page-home", "index"],
      ["page-about-us", "about-us"],
      ["page-pricing", "pricing"],
      ["page-contact", "contact"],
      ["page-agents", "agents"],
    ]);
    for (const id of ["homePage", "aboutPage", "pricingPage", "contactPage", "drafts.contactPage"])
      expect(byId(after, id), id).toBeUndefined();
    expect(byId(after, "page-contact")).toMatchObject({
      title: "Contact Us",
      intro: "Contact intro",
      highlights: before[3].highlights,
      seo: before[3].seo,
      _createdAt: "2026-11-23T00:00:00.000Z",
    });
  });

  it("moves a draft to the page's draft", () => {
    expect(byId(after, "drafts.page-contact")).toMatchObject({ _type: "page", title: "Contact Us, draft" });
  });

  it("keeps every text of a singleton on its page", () => {
    const texts = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : value && typeof value === "object"
          ? Object.entries(value).flatMap(([key, child]) => (key.startsWith("_") ? [] : texts(child)))
          : [];
    for (const [singleton, page] of [
      ["homePage", "page-home"],
      ["aboutPage", "page-about-us"],
      ["pricingPage", "page-pricing"],
      ["contactPage", "page-contact"],
    ]) {
      const kept = JSON.stringify(byId(after, page));
      const lost = texts(byId(before, singleton)).filter(
        (text) => !kept.includes(JSON.stringify(text).slice(1, -1)),
      );
      // An expertise area's years become its card's badge ("3+ years").
      expect(
        lost.filter((text) => !kept.includes(`${text} years`)),
        singleton,
      ).toEqual([]);
    }
  });

  it("builds each page from the blocks of its old sections, in their order, with their anchors", () => {
    expect(sections(after, "page-home").map((section) => [section._type, section.anchorId])).toEqual([
      ["hero", undefined],
      ["leadForm", undefined],
      ["servicesGrid", "services"],
      ["agentsGrid", "ai-agents"],
      ["processSteps", "process"],
      ["caseStudies", "case-studies"],
      ["leadForm", "contact"],
    ]);
    expect(sections(after, "page-about-us").map((section) => section._type)).toEqual([
      "iconCards",
      "iconCards",
      "iconCards",
      "ctaBand",
    ]);
    expect(sections(after, "page-about-us")[2].cards).toEqual([
      { _key: "e1", _type: "iconCard", icon: "brain", title: "AI", description: "Models", badge: "3+ years" },
    ]);
    expect(sections(after, "page-pricing").map((section) => section._type)).toEqual([
      "consultingPackages",
      "agentPlans",
    ]);
    expect(sections(after, "page-contact")[0]).toMatchObject({
      _type: "leadForm",
      form: "contact-page",
      contactForm: { formTitle: "Send Us a Message", submitLabel: "Send Message" },
    });
  });

  it("keeps the agents overview's singleton for its labels, without what moved", () => {
    expect(byId(after, "page-agents")).toMatchObject({ title: "AI Agents", intro: "Agents intro" });
    const labels = byId(after, "agentsPage")!;
    expect(labels.fromLabel).toBe("From");
    expect(["title", "intro", "seo"].filter((field) => field in labels)).toEqual([]);
  });

  it("points menu links and redirects that led to a singleton at its page", () => {
    const menu = byId(after, "siteSettings")!.mainMenu as { page?: { _ref: string } }[];
    expect(menu.map((link) => link.page?._ref)).toEqual(["page-about-us", undefined]);
    expect(byId(after, "redirect-old-about")!.to).toEqual({ _type: "reference", _ref: "page-about-us" });
  });

  it("changes nothing the second time", async () => {
    expect(await migrateDocuments(migration, after)).toEqual(after);
  });
});
