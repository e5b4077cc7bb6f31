import { describe, expect, it } from "vitest";
import { schemaTypes, singletonTypes } from "./index";

type Field = {
  name: string;
  type: string;
  description?: unknown;
  group?: string | string[];
  fieldset?: string;
  hidden?: unknown;
  fields?: Field[];
  fieldsets?: { name: string }[];
  of?: Member[];
};
type Member = { type: string; fields?: Field[]; marks?: { annotations?: Member[] } };

/** Every field, nested object and image fields and Portable Text annotation fields included. */
function* allFields(fields: Field[] | undefined, path: string): Generator<[string, Field]> {
  for (const field of fields ?? []) {
    const at = `${path}.${field.name}`;
    yield [at, field];
    yield* allFields(field.fields, at);
    for (const member of field.of ?? []) {
      yield* allFields(member.fields, `${at}[]`);
      for (const annotation of member.marks?.annotations ?? [])
        yield* allFields(annotation.fields, `${at}[]`);
    }
  }
}

const types = schemaTypes as unknown as {
  name: string;
  fields?: Field[];
  groups?: { name: string }[];
  fieldsets?: { name: string }[];
}[];

describe("schemas", () => {
  it("describe where every field appears on the site", () => {
    const missing = types.flatMap((type) =>
      [...allFields(type.fields, type.name)]
        .filter(([, field]) => typeof field.description !== "string" || !field.description.trim())
        .map(([path]) => path),
    );
    expect(missing).toEqual([]);
  });

  it("put every visible field of a document with groups (tabs) in one of them", () => {
    const ungrouped = types.flatMap((type) => {
      const groups = new Set(type.groups?.map((group) => group.name));
      if (!groups.size) return [];
      return (type.fields ?? [])
        .filter((field) => field.hidden !== true)
        .filter((field) => ![field.group ?? []].flat().some((name) => groups.has(name)))
        .map((field) => `${type.name}.${field.name}`);
    });
    expect(ungrouped).toEqual([]);
  });

  it("put a field in a fieldset only where its document or object declares that fieldset", () => {
    const stray = types.flatMap((type) =>
      [type as Field, ...[...allFields(type.fields, type.name)].map(([, field]) => field)].flatMap(
        (parent) => {
          const declared = new Set(parent.fieldsets?.map((fieldset) => fieldset.name));
          return (parent.fields ?? [])
            .filter((field) => field.fieldset && !declared.has(field.fieldset))
            .map((field) => `${type.name}…${parent.name}.${field.name}: ${field.fieldset}`);
        },
      ),
    );
    expect(stray).toEqual([]);
  });

  it("group the agent like its page, card fields first", () => {
    const agent = types.find((type) => type.name === "agent")!;
    expect(agent.groups?.map((group) => group.name)).toEqual([
      "card",
      "hero",
      "overview",
      "capabilities",
      "pricing",
      "useCases",
      "demo",
      "seo",
    ]);
    const group = Object.fromEntries((agent.fields ?? []).map((field) => [field.name, field.group]));
    for (const name of ["name", "slug", "order", "icon", "cardDescription", "bestFor", "capabilities"]) {
      expect(group[name], name).toBe("card");
    }
    expect(group).toMatchObject({
      heroTagline: "hero",
      heroText: "hero",
      stats: "hero",
      overviewCards: "overview",
      capabilityCards: "capabilities",
      plans: "pricing",
      useCases: "useCases",
      demoForm: "demo",
      seo: "seo",
    });
  });

  it("list the seven singletons (the site's pages are documents of type page)", () => {
    expect([...singletonTypes].sort()).toEqual(
      [
        "accountPages",
        "agentsPage",
        "dashboardPage",
        "gallery",
        "insightsPage",
        "notFoundPage",
        "siteSettings",
      ].sort(),
    );
  });
});
