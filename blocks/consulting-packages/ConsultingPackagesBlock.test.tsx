import { render, screen, within } from "@testing-library/react";
import { withRootData } from "../../tests/unit/root-data-router";
import { describe, expect, it } from "vitest";
import { failOnConsoleError, sectionHeading } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import ConsultingPackagesBlock from "./ConsultingPackagesBlock";
import { paths } from "#content/paths.ts";
import type { BlockContext } from "#blocks/markdownParts.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { consultingPackagesMarkdown } from "./markdown";

type Block = BlockOf<"consultingPackages">;

const heading = (title: string) => ({ _type: "sectionHeading" as const, title });

const full: Block = {
  _key: "consulting-packages",
  _type: "consultingPackages",
  anchorId: "packages",
  hidden: false,
  heading: heading("Consulting and Implementation Packages"),
  popularLabel: "Most Popular",
  hideAddOns: false,
  addOnsHeading: heading("Add-On Services"),
  addOnsAnchorId: null,
  packages: [
    {
      _id: "servicePackage-consultation",
      _type: "servicePackage",
      name: "Consultation",
      price: 500,
      priceDetail: "one-time",
      description: "A two-hour session.",
      features: ["Process audit"],
      popular: false,
      cta: { label: "Book Consultation", href: paths.contact },
    },
    {
      _id: "servicePackage-strategy-planning",
      _type: "servicePackage",
      name: "Strategy & Planning",
      price: 2500,
      priceDetail: "one-time",
      description: "A roadmap.",
      features: ["Automation roadmap", "ROI model"],
      popular: true,
      cta: { label: "Get Started", href: paths.contact },
    },
  ],
  addOns: [
    {
      _id: "addOn-custom-ai-model-development",
      _type: "addOn",
      name: "Custom AI Model Development",
      icon: "brain",
      price: 3000,
      fromPrice: true,
      period: null,
      description: "Models trained on your data.",
    },
    {
      _id: "addOn-ongoing-support-maintenance",
      _type: "addOn",
      name: "Ongoing Support & Maintenance",
      icon: "wrench",
      price: 500,
      fromPrice: false,
      period: "month",
      description: null,
    },
  ],
  fromLabel: "From",
};

const renderBlock = (block: Block) =>
  render(
    withRootData(
      <>
        <ConsultingPackagesBlock block={block} id="packages" atTop={false} />
      </>,
    ),
  );

failOnConsoleError();

describe("ConsultingPackagesBlock", () => {
  it("shows the packages with their prices and buttons, the popular one badged", () => {
    renderBlock(full);
    const packages = screen.getByRole("region", { name: "Consulting and Implementation Packages" });
    expect(packages).toHaveAttribute("id", "packages");
    expect(
      within(packages)
        .getAllByRole("heading", { level: 3 })
        .map((name) => name.textContent),
    ).toEqual(["Consultation", "Strategy & Planning", "Add-On Services"]);
    const consultation = screen.getByRole("heading", { name: "Consultation" }).closest("article")!;
    expect(within(consultation).getByText("$500")).toBeInTheDocument();
    expect(within(packages).getByText("$2,500")).toBeInTheDocument();
    expect(within(packages).getAllByText("Most Popular")).toHaveLength(1);
    expect(within(packages).getByRole("link", { name: "Get Started: Strategy & Planning" })).toHaveAttribute(
      "href",
      paths.contact,
    );
  });

  it("shows the add-ons under them, a part of the packages' section, priced from or per period", () => {
    renderBlock(full);
    const packages = screen.getByRole("region", { name: "Consulting and Implementation Packages" });
    const addOns = within(packages).getByRole("region", { name: "Add-On Services" });
    expect(addOns).toHaveAttribute("id", "packages-add-ons");
    expect(
      within(addOns)
        .getAllByRole("heading", { level: 4 })
        .map((name) => name.textContent),
    ).toEqual(["Custom AI Model Development", "Ongoing Support & Maintenance"]);
    expect(within(addOns).getByText("$3,000").closest("p")).toHaveTextContent("From $3,000");
    expect(within(addOns).getByText("$500").closest("p")).toHaveTextContent(/^\$500\/month$/);
    expect(within(addOns).getByText("Models trained on your data.")).toBeInTheDocument();
  });

  it("gives the add-ons the anchor id the editor chose", () => {
    renderBlock({ ...full, addOnsAnchorId: "add-ons" });
    expect(screen.getByRole("region", { name: "Add-On Services" })).toHaveAttribute("id", "add-ons");
  });

  it("leaves the add-ons out when the block hides them", () => {
    renderBlock({ ...full, hideAddOns: true });
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(screen.queryByText("Custom AI Model Development")).toBeNull();
  });

  it("leaves out a section without documents", () => {
    renderBlock({ ...full, packages: [] });
    expect(screen.getAllByRole("region").map((section) => section.id)).toEqual(["packages-add-ons"]);
    // Without packages, the add-ons are a tinted section of their own, their names under its h2.
    expect(screen.getByRole("region")).toHaveClass("section--muted");
    expect(
      screen.getByRole("heading", { level: 3, name: "Custom AI Model Development" }),
    ).toBeInTheDocument();
    const { container } = renderBlock({ ...full, packages: [], addOns: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing when it has no content", () => {
    const { container } = renderBlock({ _key: "k", _type: "consultingPackages" } as Block);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows what it can of malformed content", () => {
    const block = {
      ...full,
      heading: null,
      addOnsHeading: { title: null },
      popularLabel: null,
      fromLabel: null,
      packages: [
        null,
        {
          _id: "p",
          _type: "servicePackage",
          name: "Complete Implementation",
          price: null,
          popular: true,
          features: null,
          cta: null,
        },
      ],
      addOns: [
        null,
        {
          _id: "a",
          _type: "addOn",
          name: "Team Training",
          icon: null,
          price: 1500,
          fromPrice: true,
          period: "  ",
        },
      ],
    } as unknown as Block;
    renderBlock(block);
    expect(screen.getByRole("heading", { name: "Complete Implementation" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("$1,500").closest("p")).toHaveTextContent(/^\$1,500$/);
  });
});

const en: BlockContext = { language: "en", formats: messagesIn("en").formats, atTop: false };
const es: BlockContext = { language: "es", formats: messagesIn("es").formats, atTop: false };

describe("consultingPackagesMarkdown", () => {
  it("writes consulting packages and add-ons as tables with their prices, in the page's language", () => {
    const block = {
      heading: sectionHeading,
      packages: [
        {
          name: "Audit",
          price: 2537,
          priceDetail: "one-time",
          description: "Look.",
          features: ["Map", "Plan"],
        },
      ],
      hideAddOns: false,
      addOnsHeading: { title: "Add-ons" },
      fromLabel: "Desde",
      addOns: [{ name: "Support", price: 500, period: "month", fromPrice: true, description: "Help." }],
    } as unknown as BlockOf<"consultingPackages">;
    expect(consultingPackagesMarkdown(block, es)).toBe(
      [
        "## Section title",
        "",
        "Section intro.",
        "",
        "| Nombre | Precio | Detalles | Incluye |",
        "| --- | --- | --- | --- |",
        "| Audit | $2,537 one-time | Look. | Map; Plan |",
        "",
        "### Add-ons",
        "",
        "| Nombre | Precio | Detalles |",
        "| --- | --- | --- |",
        "| Support | Desde $500/mes | Help. |",
      ].join("\n"),
    );
    expect(consultingPackagesMarkdown({ ...block, hideAddOns: true }, en)).not.toContain("Support");
  });
});
