import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { FooterContent } from "~/shared/content/contentTypes";
import type { SiteChromeQueryResult } from "~/shared/content/sanity.types";
import { seedFooter } from "../../../tests/unit/seed-content";
import { paths } from "~/shared/paths";
import { Footer } from "./Footer";

const chrome = (footer: FooterContent): SiteChromeQueryResult => ({
  settings: {
    _id: "siteSettings",
    _type: "siteSettings",
    siteName: "Nexora AI",
    tagline: null,
    promoBanner: null,
    contactEmail: null,
    contactPhone: null,
    phoneHours: null,
    address: null,
    socialLinks: null,
    footerBlurb: null,
    footerCta: null,
    primaryCta: null,
    agentTopBarCta: null,
    copyright: null,
    navigation: null,
    footer,
  },
  agents: [{ _id: "a1", _type: "agent", name: "Data Analyst", slug: "data-analyst", icon: null }],
  agentsPageTitle: "AI Agents",
});

function renderFooter(content: SiteChromeQueryResult) {
  const Stub = createRoutesStub([{ id: "root", path: "/", loader: () => content, Component: Footer }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("Footer", () => {
  it("shows the bundled headings and company links", async () => {
    renderFooter(chrome(seedFooter));
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
  });

  it("takes its headings and links from the site settings", async () => {
    renderFooter(
      chrome({
        servicesTitle: "Our agents",
        companyTitle: "About the firm",
        companyLinks: [{ _key: "k1", label: "Our story", href: paths.about }],
      }),
    );
    expect(await screen.findByRole("heading", { name: "Our agents" })).toBeInTheDocument();
    const company = screen.getByRole("navigation", { name: "About the firm" });
    expect(within(company).getByRole("link", { name: "Our story" })).toHaveAttribute("href", paths.about);
    expect(screen.queryByText("Services")).toBeNull();
  });

  it("renders without its lists' texts", async () => {
    renderFooter(chrome(null));
    expect(await screen.findByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Data Analyst" })).toBeInTheDocument();
  });
});
