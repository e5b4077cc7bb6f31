import { describe, expect, it } from "vitest";
import type { BlockContext } from "#blocks/markdownParts.ts";
import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading as heading } from "#blocks/testing.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { consultingPackagesMarkdown } from "./markdown";

const en: BlockContext = { language: "en", formats: messagesIn("en").formats, atTop: false };
const es: BlockContext = { language: "es", formats: messagesIn("es").formats, atTop: false };

describe("consultingPackagesMarkdown", () => {
  it("writes consulting packages and add-ons as tables with their prices, in the page's language", () => {
    const block = {
      heading,
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
