import type { SanityDocumentLike as Doc } from "sanity";
import { describe, expect, it } from "vitest";
import { migrateDocuments } from "../../../scripts/tools/migrate-documents";
import migration from "./index";

// The migration over agents as they stood (plans named, no ids), run as `npm run content:migrate`
// runs it (and as `sanity migration run` would).

const plan = (key: string, name: string, planId?: string) => ({ _key: key, _type: "plan", name, planId });
const agent = (id: string, language: string, plans: ReturnType<typeof plan>[]): Doc => ({
  _id: id,
  _type: "agent",
  language,
  plans,
});
const metadata = (...ids: [string, string][]): Doc => ({
  _id: `translation-metadata-${ids[0][1]}`,
  _type: "translation.metadata",
  translations: ids.map(([language, id]) => ({ language, value: { _type: "reference", _ref: id } })),
});

const before: Doc[] = [
  agent("agent-seo", "en", [
    plan("a", "Starter"),
    plan("b", " Pro Plus+ "),
    plan("c", "Enterprise", "custom"),
  ]),
  agent("agent-seo-es", "es", [plan("a", "Inicial"), plan("b", "Profesional"), plan("c", "Empresarial")]),
  metadata(["en", "agent-seo"], ["es", "agent-seo-es"]),
  agent("agent-only-es", "es", [plan("z", "Inicial")]),
];

const plansOf = (documents: Doc[], id: string) =>
  (documents.find((doc) => doc._id === id)!.plans as { name: string; planId?: string }[]).map(
    (p) => `${p.name.trim()}: ${p.planId}`,
  );

describe("the plan-ids migration", () => {
  it("gives an English agent's plans the id their names gave, keeping an id set by hand", async () => {
    const after = await migrateDocuments(migration, before);
    expect(plansOf(after, "agent-seo")).toEqual([
      "Starter: starter",
      "Pro Plus+: pro-plus",
      "Enterprise: custom",
    ]);
  });

  it("gives a translation's plans its English translation's ids, plan by plan", async () => {
    const after = await migrateDocuments(migration, before);
    expect(plansOf(after, "agent-seo-es")).toEqual([
      "Inicial: starter",
      "Profesional: pro-plus",
      "Empresarial: custom",
    ]);
  });

  it("gives no id to a translation with no English translation: the Studio asks for one", async () => {
    const after = await migrateDocuments(migration, before);
    expect(plansOf(after, "agent-only-es")).toEqual(["Inicial: undefined"]);
  });

  it("changes nothing the second time", async () => {
    const once = await migrateDocuments(migration, before);
    expect(await migrateDocuments(migration, once)).toEqual(once);
  });
});
