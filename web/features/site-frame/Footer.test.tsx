import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { stubAppConfig } from "../../../tests/unit/app-config";
import type { FooterColumnContent } from "#content/contentTypes.ts";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { seedConsent, seedMenus, siteSettingsWith } from "../../../tests/unit/seed-content";
import { paths } from "#content/paths.ts";
import { Footer } from "./Footer";

const rootData = (footerColumns: FooterColumnContent[] | null): RootQueryResult => ({
  settings: siteSettingsWith({ siteName: "Nexora AI", footerColumns }),
  agents: [
    { _id: "a1", _type: "agent", language: "en", name: "Data Analyst", slug: "data-analyst", icon: null },
  ],
  homeLanguages: ["en"],
  languageOffers: [],
  language: "en",
});

function renderFooter(content: RootQueryResult) {
  const Stub = createRoutesStub([{ id: "root", path: "/", loader: () => content, Component: Footer }]);
  render(<Stub initialEntries={["/"]} />);
}

const linkColumn = (
  title: string | null,
  links: { label: string; href: string }[],
  key = "column",
): FooterColumnContent => ({
  _key: key,
  _type: "menuColumn",
  title,
  links: links.map((link, index) => ({ _key: `link${index}`, _type: "menuLink", ...link })),
});

describe("Footer", () => {
  it("shows the bundled columns: the agents under Services, then the company links", async () => {
    renderFooter(rootData(seedMenus.footerColumns));
    const company = await screen.findByRole("navigation", { name: "Company" });
    const links = within(company).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "About Us",
      "Pricing",
      "Contact",
      "Terms of Use",
      "Privacy Policy",
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      paths.about,
      paths.pricing,
      paths.contact,
      paths.terms,
      paths.privacy,
    ]);
    const services = screen.getByRole("navigation", { name: "Services" });
    expect(within(services).getByRole("link", { name: "Data Analyst" })).toHaveAttribute(
      "href",
      paths.agent("data-analyst"),
    );
    expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual([
      "Services",
      "Company",
    ]);
  });

  it("takes its columns' headings, links and order from the site settings", async () => {
    renderFooter(
      rootData([
        linkColumn("About the firm", [{ label: "Our story", href: paths.about }], "firm"),
        { _key: "agents", _type: "agentsColumn", title: "Our agents" },
        linkColumn("Resources", [{ label: "Case studies", href: "/resources/case-studies" }], "resources"),
      ]),
    );
    const company = await screen.findByRole("navigation", { name: "About the firm" });
    expect(within(company).getByRole("link", { name: "Our story" })).toHaveAttribute("href", paths.about);
    const agents = screen.getByRole("navigation", { name: "Our agents" });
    expect(within(agents).getByRole("link", { name: "Data Analyst" })).toBeInTheDocument();
    const resources = screen.getByRole("navigation", { name: "Resources" });
    expect(within(resources).getByRole("link", { name: "Case studies" })).toHaveAttribute(
      "href",
      "/resources/case-studies",
    );
    expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual([
      "About the firm",
      "Our agents",
      "Resources",
    ]);
    expect(screen.queryByText("Services")).toBeNull();
  });

  it("leaves out a link whose address is unsafe, and opens an external one in a new tab", async () => {
    renderFooter(
      rootData([
        linkColumn("Elsewhere", [
          { label: "Our blog", href: "https://blog.example.com/" },
          { label: "Free money", href: "javascript:alert(1)" },
          { label: "Other host", href: "//evil.example" },
        ]),
      ]),
    );
    const column = await screen.findByRole("navigation", { name: "Elsewhere" });
    expect(within(column).getAllByRole("listitem")).toHaveLength(1);
    expect(within(column).getByRole("link", { name: "Our blog" })).toHaveAttribute("target", "_blank");
  });

  it("renders without its columns' headings", async () => {
    renderFooter(
      rootData([
        { _key: "agents", _type: "agentsColumn", title: null },
        linkColumn(null, [{ label: "Pricing", href: paths.pricing }]),
      ]),
    );
    expect(await screen.findByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Data Analyst" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", paths.pricing);
    expect(screen.queryAllByRole("heading")).toEqual([]);
  });

  it("ends with its call to action: a heading, a sentence and the button, from the site settings", async () => {
    const content = rootData(null);
    renderFooter({
      ...content,
      settings: content.settings && {
        ...content.settings,
        footerCtaTitle: "Not sure where to start?",
        footerCtaText: "Book a call.",
        footerCta: { label: "Free Consultation", href: paths.contact },
      },
    });
    const cta = await screen.findByRole("region", { name: "Not sure where to start?" });
    expect(within(cta).getByText("Book a call.")).toBeInTheDocument();
    expect(within(cta).getByRole("link", { name: "Free Consultation" })).toHaveAttribute(
      "href",
      paths.contact,
    );
  });

  it("renders without columns", async () => {
    renderFooter(rootData(null));
    expect(await screen.findByRole("contentinfo")).toBeInTheDocument();
    expect(screen.queryAllByRole("navigation")).toEqual([]);
  });

  it("offers Cookie settings only in a build that measures, with the banner's texts", async () => {
    const consent = seedConsent;
    const content = {
      settings: siteSettingsWith({ siteName: "Nexora AI", consent }),
      agents: [],
      homeLanguages: ["en" as const],
      languageOffers: [],
      language: "en",
    };
    renderFooter(content);
    await screen.findByText("Nexora AI");
    expect(screen.queryByRole("button", { name: consent.settingsLabel! })).toBeNull();
    cleanup();

    stubAppConfig({ VITE_ANALYTICS_URL: "https://stats.nexora.ai" });
    renderFooter(content);
    expect(await screen.findByRole("button", { name: consent.settingsLabel! })).toBeVisible();
    cleanup();

    renderFooter({
      ...content,
      settings: siteSettingsWith({ siteName: "Nexora AI", consent: { ...consent, rejectLabel: null } }),
    });
    await screen.findByText("Nexora AI");
    expect(screen.queryByRole("button", { name: consent.settingsLabel! })).toBeNull();
    vi.unstubAllGlobals();
  });
});
