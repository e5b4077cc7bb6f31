import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { chosenOrAll } from "./chosenDocuments";

const agent = (slug: string, order: number, fields: Record<string, unknown> = {}) => ({
  _id: `agent-${slug}`,
  _type: "agent",
  name: slug,
  slug: { current: slug },
  order,
  ...fields,
});

const dataset = [
  agent("support", 2),
  agent("analyst", 1),
  agent("writer", 3),
  agent("no-slug", 0, { slug: null }),
  { _id: "caseStudy-x", _type: "caseStudy", order: 1 },
];

async function names(block: Record<string, unknown>) {
  const query = `*[_id == "block"][0]{"agents": ${chosenOrAll("agents", '_type == "agent" && defined(slug.current)')}{name}}`;
  const result = await evaluate(parse(query), { dataset: [...dataset, { _id: "block", ...block }] });
  const { agents } = (await result.get()) as { agents: { name: string }[] };
  return agents.map((found) => found.name);
}

const refs = (...ids: string[]) =>
  ids.map((id, index) => ({ _key: `k${index}`, _type: "reference", _ref: id }));

describe("chosenOrAll", () => {
  it("gives the chosen documents in the chosen order", async () => {
    expect(await names({ agents: refs("agent-writer", "agent-analyst") })).toEqual(["writer", "analyst"]);
  });

  it("gives all of them in their order when none is chosen", async () => {
    const all = ["analyst", "support", "writer"];
    expect(await names({})).toEqual(all);
    expect(await names({ agents: [] })).toEqual(all);
  });

  it("leaves out a chosen document that is gone, of another type or outside the filter", async () => {
    const chosen = refs("agent-gone", "caseStudy-x", "agent-no-slug", "agent-support");
    expect(await names({ agents: chosen })).toEqual(["support"]);
  });
});
