import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { LINKABLE_TYPES } from "../schemas/objects/menuLink";
import { paths } from "./paths";
import { HOME_SLUG } from "./documentPaths";
import { menuLinks } from "./fragments";
import { rootQuery } from "./queries";
import { parseSeedDataset, publishedOnly } from "./seedDataset";

// A menu link's address is worked out once, by `menuLinkFragment`: from the document it refers
// to, whatever its kind, or from its written URL; a link that leads nowhere is left out.

const ref = (id: string) => ({ _type: "reference", _ref: id, _weak: true });
const slug = (current: string) => ({ _type: "slug", current });

/** One document of each kind a menu can link to, as a dataset holds them. */
const targets = [
  { _id: "page-ecommerce", _type: "page", title: "E-commerce", slug: slug("solutions/ecommerce") },
  { _id: "page-careers", _type: "page", title: "Careers", slug: slug("careers") },
  { _id: "agent-data-analyst", _type: "agent", name: "Data Analyst", slug: slug("data-analyst") },
  { _id: "legal-privacy-policy", _type: "legalPage", title: "Privacy", slug: slug("privacy-policy") },
  { _id: "page-home", _type: "page", title: "Home", slug: slug(HOME_SLUG) },
  { _id: "page-about-us", _type: "page", title: "About", slug: slug("about-us") },
];

/** The links of a menu holding `links` ([label, link fields]), resolved as the site resolves them. */
async function resolved(
  links: [label: string, fields: Record<string, unknown>][],
  documents: object[] = targets,
) {
  const menu = {
    _id: "menu",
    _type: "siteSettings",
    links: links.map(([label, fields], index) => ({
      _key: `k${index}`,
      _type: "menuLink",
      label,
      ...fields,
    })),
  };
  // The site reads published documents only (drafts are left out as parseSeedDataset does).
  const dataset = publishedOnly([menu, ...documents]);
  const query = `*[_id == "menu"][0]{"links": ${menuLinks("links")}}`;
  const result = (await (await evaluate(parse(query), { dataset })).get()) as {
    links: { _key: string; _type: string; label: string; href: string }[];
  };
  return result.links;
}

describe("menu links (menuLinkFragment)", () => {
  it("resolve a reference to each kind of document to its address", async () => {
    const links = await resolved([
      ["Solutions", { page: ref("page-ecommerce") }],
      ["Careers", { page: ref("page-careers") }],
      ["Data Analyst", { page: ref("agent-data-analyst") }],
      ["Privacy", { page: ref("legal-privacy-policy") }],
      ["Home", { page: ref("page-home") }],
      ["About", { page: ref("page-about-us") }],
    ]);
    expect(links.map(({ label, href }) => [label, href])).toEqual([
      ["Solutions", "/solutions/ecommerce"],
      ["Careers", "/careers"],
      ["Data Analyst", paths.agent("data-analyst")],
      ["Privacy", paths.privacy],
      ["Home", paths.home],
      ["About", paths.about],
    ]);
    expect(links[0]).toEqual({
      _key: "k0",
      _type: "menuLink",
      label: "Solutions",
      href: "/solutions/ecommerce",
    });
  });

  it("resolve every document type the schema lets a link refer to", async () => {
    const links = await resolved(
      LINKABLE_TYPES.map((type) => [type, { page: ref(targets.find((doc) => doc._type === type)!._id) }]),
    );
    expect(links.map((link) => link.label)).toEqual([...LINKABLE_TYPES]);
    expect(links.every((link) => link.href.startsWith("/"))).toBe(true);
  });

  it("follow the document when its slug changes", async () => {
    const renamed = targets.map((doc) => (doc._id === "page-careers" ? { ...doc, slug: slug("jobs") } : doc));
    const links = await resolved([["Careers", { page: ref("page-careers") }]], renamed);
    expect(links.map((link) => link.href)).toEqual(["/jobs"]);
  });

  it("keep a written URL as it is (the site checks it with safeHref when it renders)", async () => {
    const links = await resolved([
      ["Blog", { url: "https://blog.example.com/" }],
      ["Sign up", { url: paths.signUp }],
      ["Mail us", { url: "mailto:hello@example.com" }],
    ]);
    expect(links.map((link) => link.href)).toEqual([
      "https://blog.example.com/",
      paths.signUp,
      "mailto:hello@example.com",
    ]);
  });

  it("leave out a link to a deleted document, an unpublished one, or one without an address", async () => {
    const links = await resolved(
      [
        ["Gone", { page: ref("page-deleted") }],
        ["Draft only", { page: ref("page-draft") }],
        ["No slug yet", { page: ref("page-no-slug") }],
        ["Neither", {}],
        ["Kept", { page: ref("page-about-us") }],
      ],
      [
        ...targets,
        { _id: "drafts.page-draft", _type: "page", title: "Draft", slug: slug("draft") },
        { _id: "page-no-slug", _type: "page", title: "No slug" },
      ],
    );
    expect(links.map((link) => link.label)).toEqual(["Kept"]);
  });
});

describe("the bundled menus (rootQuery on studio/seed/production.ndjson)", async () => {
  const file = path.resolve("studio/seed/production.ndjson");
  const dataset = parseSeedDataset(readFileSync(file, "utf8"), file);
  const { settings } = (await (await evaluate(parse(rootQuery), { dataset })).get()) as {
    settings: Record<
      string,
      { _type: string; label?: string; href?: string; title?: string; links?: never[] }[]
    >;
  };
  const shown = (items: { _type: string; label?: string; href?: string }[]) =>
    items.map((item) => (item._type === "menuLink" ? [item.label, item.href] : [item._type, item.label]));

  it("give the navbar today's links, the agents dropdown second", () => {
    expect(shown(settings.mainMenu)).toEqual([
      ["Home", paths.home],
      ["agentsMenu", "AI Agents"],
      ["About", paths.about],
      ["Pricing", paths.pricing],
      ["Contact", paths.contact],
    ]);
  });

  it("give the agent top bar Home and Contact", () => {
    expect(shown(settings.agentTopBarMenu)).toEqual([
      ["Home", paths.home],
      ["Contact", paths.contact],
    ]);
  });

  it("give the footer the agents under Services, then the company links", () => {
    const [services, company] = settings.footerColumns;
    expect(services).toMatchObject({ _type: "agentsColumn", title: "Services" });
    expect(company).toMatchObject({ _type: "menuColumn", title: "Company" });
    expect(shown(company.links ?? [])).toEqual([
      ["About Us", paths.about],
      ["Pricing", paths.pricing],
      ["Contact", paths.contact],
      ["Terms of Use", paths.terms],
      ["Privacy Policy", paths.privacy],
    ]);
  });
});
