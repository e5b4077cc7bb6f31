import { readFileSync } from "node:fs";
import { pathToString } from "sanity";
import { describe, expect, it } from "vitest";
import { parseNdjson, toNdjson } from "../content/ndjson";
import { paths } from "../content/paths";
import {
  checkDataset,
  countProblems,
  formatReport,
  readDataset,
  studioWorkspace,
  validateDataset,
  type Problem,
} from "./contentValidation";

// The schema as the Studio compiles it (studio/contentConfig.ts).
const workspace = await studioWorkspace();
const { schema } = workspace;
const check = (ndjson: string) => checkDataset(readDataset(ndjson), schema);

const agent = (fields: Record<string, unknown> = {}) => ({
  _id: "agent-a",
  _type: "agent",
  name: "A",
  slug: { _type: "slug", current: "a" },
  ...fields,
});
const ndjson = (...docs: unknown[]) => toNdjson(docs);
const errors = (problems: Problem[]) =>
  problems
    .filter((p) => p.level === "error")
    .map((p) => [p.documentId ?? `line ${p.line}`, p.path, p.message]);

describe("checkDataset", () => {
  it("accepts the bundled dataset", async () => {
    const result = await check(readFileSync("studio/seed/production.ndjson", "utf8"));
    expect(result.problems).toEqual([]);
    expect(result.documents.length).toBeGreaterThan(30);
    expect(result.schemaDocuments).toEqual(
      result.documents.filter(({ doc }) => !["translation.metadata", "media.tag"].includes(doc._type)),
    );
  });

  it("accepts the media library's tags, and reports one without a name", async () => {
    const tag = (id: string, current?: string) => ({
      _id: id,
      _type: "media.tag",
      name: { _type: "slug", current },
    });
    expect(
      errors((await check(ndjson(tag("media-tag-posts", "posts"), tag("media-tag-x", " ")))).problems),
    ).toEqual([["media-tag-x", "name.current", "the tag has no name"]]);
  });

  it("accepts documents of the schema's types and ignores blank lines and nulls", async () => {
    const doc = agent({
      order: 1,
      live: true,
      icon: "bot",
      tags: ["x", "y"],
      plans: [{ _key: "p1", _type: "plan", name: "Basic", price: 99 }],
      cta: { label: "Go", href: paths.contact },
      extra: { anything: [1, "two"] },
      bestFor: null,
    });
    const result = await check(
      `\n${ndjson(doc, { _id: "home", _type: "page", title: "Home", slug: { _type: "slug", current: "home" } })}\n\n`,
    );
    expect(result.problems).toEqual([]);
    expect(result.documents.map((d) => [d.line, d.doc._id])).toEqual([
      [2, "agent-a"],
      [3, "home"],
    ]);
  });

  it("reports lines that are not documents, with their line number", async () => {
    const text = [
      '{"_id":"home","_type":"page","slug":{"current":"home"}}',
      "{not json",
      "[1,2]",
      '{"_type":"page"}',
      '{"_id":"x"}',
    ];
    expect(errors((await check(text.join("\n"))).problems)).toEqual([
      ["line 2", "", expect.stringMatching(/^not valid JSON/)],
      ["line 3", "", "not a JSON object but an array"],
      ["line 4", "", "document without _id"],
      ["x", "", "document without _type"],
    ]);
  });

  it("reports a duplicate _id and an unknown document type, which it keeps from the CLI", async () => {
    const text = ndjson(agent(), agent({ name: "B" }), { _id: "m", _type: "mystery" });
    const result = await check(text);
    expect(errors(result.problems)).toEqual([
      ["agent-a", "_id", "duplicate _id: line 1 has a document with the same _id"],
      ["m", "_type", '"mystery" is not a document type of the schema'],
    ]);
    expect(result.schemaDocuments.map((d) => [d.line, d.doc._id])).toEqual([
      [1, "agent-a"],
      [2, "agent-a"],
    ]);
  });

  it("reports a reference to a document the file lacks, but not an image asset reference", async () => {
    const doc = agent({
      extra: {
        ok: { _type: "reference", _ref: "home" },
        image: { _type: "image", asset: { _type: "reference", _ref: "image-abc-1x1-png" } },
        list: [{ _key: "k1", _type: "reference", _ref: "agent-gone" }],
      },
    });
    const home = { _id: "home", _type: "page", slug: { _type: "slug", current: "home" } };
    const result = await check(ndjson(doc, home));
    expect(errors(result.problems)).toEqual([
      ["agent-a", 'extra.list[_key=="k1"]._ref', 'reference to "agent-gone", which no document has'],
    ]);
  });

  it("reports translation metadata that links a document in another language, or no language of the site", async () => {
    const version = (key: string, language: string, ref: string) => ({
      _key: key,
      _type: "internationalizedArrayReferenceValue",
      language,
      value: { _type: "reference", _ref: ref, _weak: true },
    });
    const metadata = (id: string, ...translations: unknown[]) => ({
      _id: id,
      _type: "translation.metadata",
      schemaTypes: ["agent"],
      translations,
    });
    const text = ndjson(
      agent(),
      agent({ _id: "agent-a-es", language: "es" }),
      { _id: "page-x", _type: "page", language: "es", slug: { _type: "slug", current: "x" } },
      metadata("good", version("k1", "en", "agent-a"), version("k2", "es", "agent-a-es")),
      metadata("swapped", version("k1", "en", "agent-a-es"), version("k2", "es", "agent-a")),
      metadata("odd", version("k1", "fr", "agent-a"), version("k2", "es", "page-x")),
    );
    expect(errors((await check(text)).problems)).toEqual([
      ["swapped", 'translations[_key=="k1"].value', 'links agent-a-es, written in "es", as its "en" version'],
      ["swapped", 'translations[_key=="k2"].value', 'links agent-a, written in "en", as its "es" version'],
      ["odd", 'translations[_key=="k1"].language', '"fr" is no language of the site'],
      ["odd", 'translations[_key=="k2"].value', "links page-x, a page, which schemaTypes does not name"],
    ]);
  });

  it("reports a missing or empty slug", async () => {
    const text = ndjson(
      agent({ _id: "no-slug", slug: undefined }),
      agent({ _id: "empty", slug: { _type: "slug", current: " " } }),
    );
    expect(errors((await check(text)).problems)).toEqual([
      ["no-slug", "slug", "required slug is missing"],
      ["empty", "slug", "required slug is missing"],
    ]);
  });

  it("reports a slug an earlier document of the same type has", async () => {
    const text = ndjson(
      agent({ _id: "first", slug: { _type: "slug", current: "twin" } }),
      { _id: "page-twin", _type: "page", slug: { _type: "slug", current: "twin" } },
      agent({ _id: "second", slug: { _type: "slug", current: "twin" } }),
      agent({ _id: "third", slug: { _type: "slug", current: "twin" } }),
      agent({ _id: "blank-1", slug: { _type: "slug", current: " " } }),
      agent({ _id: "blank-2", slug: { _type: "slug", current: " " } }),
    );
    expect(errors((await check(text)).problems)).toEqual([
      ["second", "slug.current", 'duplicate slug "twin": first has the same one'],
      ["third", "slug.current", 'duplicate slug "twin": first has the same one'],
      ["blank-1", "slug", "required slug is missing"],
      ["blank-2", "slug", "required slug is missing"],
    ]);
  });

  it("reports a form id an earlier form of the same language has", async () => {
    const form = (_id: string, formId: string, language: string) => ({
      _id,
      _type: "form",
      formId,
      language,
    });
    const text = ndjson(
      form("first", "webinar", "en"),
      form("first-es", "webinar", "es"),
      form("second", "webinar", "en"),
      form("other", "guide", "en"),
    );
    expect(errors((await check(text)).problems)).toEqual([
      ["second", "formId", 'duplicate form id "webinar": first has the same one'],
    ]);
  });

  it("reports redirects that loop, chain, share an old address or hide a page, with their lines", async () => {
    const redirect = (_id: string, from: string, toUrl: string) => ({ _id, _type: "redirect", from, toUrl });
    const text = ndjson(
      agent({ _id: "agent-a", slug: { _type: "slug", current: "a" } }),
      redirect("loop-a", "/old-a", "/old-b"),
      redirect("loop-b", "/old-b", "/old-a"),
      redirect("chain", "/older", "/twice"),
      redirect("twice", "/twice", paths.agent("a")),
      redirect("twin", "/twice", paths.agents),
      redirect("hides", paths.pricing, paths.contact),
      // Drafts are not what the build reads.
      redirect("drafts.loop-a", paths.agents, paths.agents),
      // The pages built from blocks the redirects lead to or would hide.
      ...[paths.agents, paths.pricing, paths.contact].map((path) => ({
        _id: `page${path.replace("/", "-")}`,
        _type: "page",
        title: path.slice(1),
        slug: { _type: "slug", current: path.slice(1) },
      })),
    );
    const { problems } = await check(text);
    const byDocument = problems.map((p) => [p.documentId, p.line, p.path, p.message]).sort();
    expect(byDocument).toEqual([
      [
        "chain",
        4,
        "to",
        `/twice is itself redirected, to ${paths.agent("a")}: lead to the last address, redirects do not chain`,
      ],
      ["hides", 7, "from", `${paths.pricing} is a page of the site: a redirect would hide it`],
      ["loop-a", 2, "to", "Redirect loop: /old-a → /old-b → /old-a"],
      ["loop-b", 3, "to", "Redirect loop: /old-b → /old-a → /old-b"],
      ["twice", 5, "from", `Another redirect starts from /twice too (to ${paths.agents}): keep one`],
      ["twin", 6, "from", `Another redirect starts from /twice too (to ${paths.agent("a")}): keep one`],
    ]);
    expect(problems.every((p) => p.level === "error")).toBe(true);
  });

  it("reports a redirect to another site unless the site settings list its host", async () => {
    const redirect = (_id: string, from: string, toUrl: string) => ({ _id, _type: "redirect", from, toUrl });
    const text = ndjson(
      { _id: "siteSettings", _type: "siteSettings", siteName: "Agency", redirectHosts: ["calendly.com"] },
      redirect("phish", "/login", "https://evil.example/phish"),
      redirect("booking", "/book", "https://calendly.com/agency"),
    );
    const { problems } = await check(text);
    expect(problems.map((p) => [p.documentId, p.line, p.path, p.message])).toEqual([
      [
        "phish",
        2,
        "to",
        "Leads to another site, evil.example: a redirect leads to a page of this site, or to a site listed in Site settings (Other sites redirects may lead to)",
      ],
    ]);
  });
});

describe("problem paths (Sanity's pathToString)", () => {
  it("writes fields, keys, indexes and ranges as the Studio does", () => {
    expect(pathToString(["plans", { _key: "a1" }, "features", 2])).toBe('plans[_key=="a1"].features[2]');
    expect(pathToString(["body", [0, 2]])).toBe("body[0:2]");
    expect(pathToString([])).toBe("");
  });
});

describe("formatReport", () => {
  it("groups problems by document, errors first, naming document, type, line and field", () => {
    const problems: Problem[] = [
      {
        level: "warning",
        documentId: "legal",
        documentType: "legalPage",
        line: 9,
        path: "x",
        message: "empty",
      },
      { level: "error", line: 4, path: "", message: "not valid JSON" },
      { level: "warning", documentId: "a", documentType: "agent", line: 2, path: "seo", message: "long" },
      { level: "error", documentId: "a", documentType: "agent", line: 2, path: "name", message: "Required" },
    ];
    expect(formatReport(problems).split("\n")).toEqual([
      "✖ line 4",
      "    error   not valid JSON",
      "✖ a (agent), line 2",
      "    error   name: Required",
      "    warning seo: long",
      "⚠ legal (legalPage), line 9",
      "    warning x: empty",
    ]);
    expect(countProblems(problems)).toEqual({ errors: 2, warnings: 2 });
  });
});

// Sanity's own validation (validateDocument, in this process) next to the dataset checks, on the
// bundled dataset with a document changed.

const seed = parseNdjson(readFileSync("studio/seed/production.ndjson", "utf8"));

/** The bundled dataset with one document changed, validated. */
async function problemsWith(id: string, change: (doc: Record<string, unknown>) => void) {
  const docs = structuredClone(seed);
  const doc = docs.find((candidate) => candidate._id === id);
  if (!doc) throw new Error(`no document ${id} in the bundled dataset`);
  change(doc);
  return (await validateDataset(toNdjson(docs), workspace)).problems;
}
/** The id of the translation document that links `id` (its problems are reported there). */
const translationLinking = (id: string) =>
  seed.find(
    (doc) => doc._type === "translation.metadata" && JSON.stringify(doc.translations).includes(`"${id}"`),
  )!._id;

const of = (id: string, problems: Problem[]) =>
  problems.filter((p) => p.documentId === id).map((p) => [p.level, p.path, p.message]);

// Each validates the whole bundled dataset: seconds on a busy machine.
describe("validateDataset", { timeout: 60_000 }, () => {
  it("passes the bundled dataset, with Sanity's warnings of the empty terms placeholders in both languages", async () => {
    const { problems, documentCount } = await validateDataset(
      readFileSync("studio/seed/production.ndjson", "utf8"),
      workspace,
    );
    expect(documentCount).toBe(seed.length);
    expect(problems.map((p) => [p.documentId, p.level, p.path, p.message])).toEqual(
      ["legal-terms-conditions", "legal-terms-conditions-es"].flatMap((id) => [
        [id, "warning", "jurisdiction", "Placeholder still empty: the page shows [jurisdiction]"],
        [id, "warning", "noticeDays", "Placeholder still empty: the page shows [notice days]"],
      ]),
    );
  });

  it("reports the schemas' rules: a required field, a custom rule, with the document's line", async () => {
    const problems = await problemsWith("agent-content-creator", (doc) => {
      delete doc.name;
      doc.plans = (doc.plans as object[]).slice(0, 2);
    });
    expect(of("agent-content-creator", problems)).toEqual([
      ["error", "name", "Required"],
      ["error", "plans", "Must have exactly 3 items"],
    ]);
    const line = seed.findIndex((doc) => doc._id === "agent-content-creator") + 1;
    const lines = problems.filter((p) => p.documentId === "agent-content-creator").map((p) => p.line);
    expect(lines).toEqual([line, line]);
  });

  it("reports a value whose JSON type is not its field's, with the field path, and nothing else about it", async () => {
    const problems = await problemsWith("agent-seo-specialist", (doc) => {
      const plans = doc.plans as Record<string, unknown>[];
      Object.assign(doc, { name: 42, order: "2", icon: 3, capabilities: "x", seo: "Contact us" });
      // The popular plan's: a second truthy `popular` would break the rule of one popular plan.
      plans[1].popular = "yes";
      plans[1].price = "299";
      delete plans[2]._key;
      plans[2].price = false;
    });
    const errors = of("agent-seo-specialist", problems).filter(([level]) => level === "error");
    expect(errors.map(([, path, message]) => [path, message]).sort()).toEqual(
      [
        ["name", "expected a string, got the number 42"],
        ["order", 'expected a number, got the string "2"'],
        ['plans[_key=="1fcda0a2cc02"].popular', 'expected a boolean, got the string "yes"'],
        ["icon", "expected a string, got the number 3"],
        ["capabilities", 'expected an array, got the string "x"'],
        ['plans[_key=="1fcda0a2cc02"].price', 'expected a number, got the string "299"'],
        ["plans[2].price", "expected a number, got the boolean false"],
        ["seo", 'expected an object, got the string "Contact us"'],
      ].sort(),
    );
    // Nothing more about those fields: not the icon's unknown value, not the price's "greater than 0".
    expect(of("agent-seo-specialist", problems)).toHaveLength(errors.length);
  });

  it("reports each image file the dataset names that is not beside it, with the document", async () => {
    const docs = structuredClone(seed);
    const post = docs.find((doc) => doc._type === "post" && JSON.stringify(doc).includes("_sanityAsset"))!;
    const cover = post.coverImage as { _sanityAsset: string };
    cover._sanityAsset = "image@file://./images/0000000000000000000000000000000000000000-400x300.svg";
    const { problems } = await validateDataset(toNdjson(docs), workspace, "studio/seed");
    expect(of(post._id, problems)).toEqual([
      [
        "error",
        "coverImage._sanityAsset",
        "the image file images/0000000000000000000000000000000000000000-400x300.svg is missing",
      ],
    ]);
  });

  it("refuses control and text-direction characters in any text, at any depth", async () => {
    const problems = await problemsWith("agent-data-analyst", (doc) => {
      doc.name = "Data\u202EAnalyst";
      (doc.plans as { features: string[] }[])[0].features[0] = "Reports\u0007";
    });
    const message = "Remove the invisible control or text-direction characters (pasted text can carry them)";
    expect(of("agent-data-analyst", problems)).toEqual([
      ["error", "name", message],
      ["error", expect.stringMatching(/^plans\[_key=="[0-9a-f]+"\]\.features\[0\]$/), message],
    ]);
  });

  it("reports a translated agent whose plans' ids are not its English twin's, on the translation's link", async () => {
    const problems = await problemsWith("agent-data-analyst-es", (doc) => {
      (doc.plans as { planId: string }[])[0].planId = "inicial";
    });
    expect(of(translationLinking("agent-data-analyst-es"), problems)).toEqual([
      [
        "error",
        expect.stringMatching(/^translations\[_key=="[0-9a-f]+"\]\.value$/),
        'links agent-data-analyst-es, whose plans\' ids ["inicial","professional","enterprise"] are not agent-data-analyst\'s ["starter","professional","enterprise"]',
      ],
    ]);
  });

  it("reports a translated form whose id is not its English form's, on the translation's link", async () => {
    const problems = await problemsWith("form-webinar-sign-up-es", (doc) => {
      doc.formId = "seminario";
    });
    expect(of("translation-metadata-form-webinar-sign-up", problems)).toEqual([
      [
        "error",
        expect.stringMatching(/^translations\[_key=="[0-9a-z]+"\]\.value$/),
        'links form-webinar-sign-up-es, whose form id "seminario" is not form-webinar-sign-up\'s "webinar-sign-up"',
      ],
    ]);
  });

  it("refuses a form that sends leads without a lead form's id and a lead's fields", async () => {
    const problems = await problemsWith("form-webinar-sign-up", (doc) => {
      doc.delivery = "lead";
    });
    expect(of("form-webinar-sign-up", problems)).toEqual([
      [
        "error",
        "formId",
        "A form that sends leads has one of the lead forms' ids: home-banner, home-contact, contact-page",
      ],
      [
        "error",
        "fields",
        'A lead carries text fields named email, name, firstName, lastName, company, goals, project, service, budget, timeline, message: "fullName" is not one (or send form submissions)',
      ],
    ]);
  });

  it("refuses a plan without a quota, naming the document and the plan, and a quota without a limit or unit", async () => {
    const problems = await problemsWith("agent-content-creator", (doc) => {
      const [starter, professional, enterprise] = doc.plans as { quota?: Record<string, unknown> }[];
      delete starter.quota;
      delete professional.quota!.limit;
      delete enterprise.quota!.unit;
      enterprise.quota!.limit = 0; // hidden while there is no limit: left alone
    });
    expect(of("agent-content-creator", problems)).toEqual([
      [
        "error",
        'plans[_key=="6bef827babe9"].quota',
        'The plan "Starter" (starter) has no quota: set a limit and what it counts, or turn on No limit',
      ],
      ["error", 'plans[_key=="ba51fd330c52"].quota.limit', "Set the limit, or turn on No limit"],
      ["error", 'plans[_key=="cfee7384a54e"].quota.unit', "Required"],
    ]);
    const limited = await problemsWith("agent-content-creator", (doc) => {
      (doc.plans as { quota: Record<string, unknown> }[])[0].quota.limit = 2.5;
    });
    expect(of("agent-content-creator", limited)).toEqual([
      ["error", 'plans[_key=="6bef827babe9"].quota.limit', "A whole number, 1 or more"],
    ]);
    const report = formatReport(problems);
    expect(report).toContain("✖ agent-content-creator (agent)");
    expect(report).toContain('plans[_key=="6bef827babe9"].quota: The plan "Starter" (starter) has no quota');
  });

  it("reports a translated agent whose plans' quotas are not its English translation's, on the translation's link", async () => {
    const problems = await problemsWith("agent-data-analyst-es", (doc) => {
      const [, professional, enterprise] = doc.plans as { quota: Record<string, unknown> }[];
      professional.quota.limit = 25;
      enterprise.quota.perPeriod = true;
    });
    expect(of(translationLinking("agent-data-analyst-es"), problems)).toEqual([
      [
        "error",
        expect.stringMatching(/^translations\[_key=="[0-9a-f]+"\]\.value$/),
        'links agent-data-analyst-es, whose plans\' quotas ["5","25","unlimited a period"] are not agent-data-analyst\'s ["5","20","unlimited"]',
      ],
    ]);
  });

  it("reports a slug the Studio refuses as the error the Studio shows (an object field: Sanity's CLI would say warning)", async () => {
    const problems = await problemsWith("agent-data-analyst", (doc) => {
      doc.slug = { _type: "slug", current: "../data analyst" };
    });
    expect(of("agent-data-analyst", problems)).toEqual([
      ["error", "slug", "Use lowercase letters, digits and hyphens (seo-specialist)"],
    ]);
  });

  it("says nothing more where the dataset checks found an error: a missing slug, a reference to no document", async () => {
    const problems = await problemsWith("agent-data-analyst", (doc) => {
      delete doc.slug;
      doc.relatedAgent = { _type: "reference", _ref: "agent-does-not-exist" };
    });
    // Sanity would add slug.current "Required" and "Field 'relatedAgent' does not exist on type 'agent'".
    expect(of("agent-data-analyst", problems)).toEqual([
      ["error", "relatedAgent._ref", 'reference to "agent-does-not-exist", which no document has'],
      ["error", "slug", "required slug is missing"],
    ]);
  });

  it("leaves a document of no type of the schema to the dataset checks", async () => {
    const { problems } = await validateDataset(
      toNdjson([{ _id: "m", _type: "mystery" }, ...seed]),
      workspace,
    );
    expect(of("m", problems)).toEqual([["error", "_type", '"mystery" is not a document type of the schema']]);
  });

  it("reports a file without documents, and its lines that are none", async () => {
    expect((await validateDataset("\n[1]\n", workspace)).problems.map((p) => [p.line, p.message])).toEqual([
      [2, "not a JSON object but an array"],
      [undefined, "the file holds no documents"],
    ]);
  });
});
