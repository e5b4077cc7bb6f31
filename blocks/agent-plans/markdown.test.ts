import { describe, expect, it } from "vitest";
import type { BlockContext } from "#blocks/markdownParts.ts";
import type { BlockOf } from "#blocks/types.ts";
import { sectionHeading as heading } from "#blocks/testing.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { agentPlansMarkdown } from "./markdown";

const es: BlockContext = { language: "es", formats: messagesIn("es").formats, atTop: false };
const plan = (name: string, price: number) => ({ name, price, period: "month", features: ["A", "B"] });

describe("agentPlansMarkdown", () => {
  it("writes each agent's plans as a table under a link to the agent", () => {
    const block = {
      heading,
      agents: [
        { name: "Data Analyst", slug: "data-analyst", plans: [plan("Starter", 199), plan("Pro", 1299)] },
      ],
    } as unknown as BlockOf<"agentPlans">;
    expect(agentPlansMarkdown(block, es)).toContain(
      [
        `### [Data Analyst](${localizedPath(paths.agent("data-analyst"), "es")})`,
        "",
        "| Nombre | Precio | Incluye |",
        "| --- | --- | --- |",
        "| Starter | $199/mes | A; B |",
        "| Pro | $1,299/mes | A; B |",
      ].join("\n"),
    );
  });
});
