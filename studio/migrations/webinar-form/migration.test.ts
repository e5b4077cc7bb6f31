import { readFileSync } from "node:fs";
import type { SanityDocumentLike as Doc } from "sanity";
import { describe, expect, it } from "vitest";
import { parseNdjson } from "../../../content/ndjson";
import { migrateDocuments } from "../../../scripts/tools/migrate-documents";
import { FORM_DOCUMENT_IDS, FORM_METADATA_ID } from "./forms";
import migration from "./index";

// The migration over the every-block page as it stood (no form section), run as `npm run
// content:migrate` runs it.

const page = (id: string, slug: string, language: string, sections: object[]): Doc => ({
  _id: id,
  _type: "page",
  language,
  slug: { _type: "slug", current: slug },
  sections,
});
const before: Doc[] = [
  page("page-every-block", "every-block", "en", [{ _key: "faq", _type: "faq" }]),
  page("page-pricing", "pricing", "en", [{ _key: "faq", _type: "faq" }]),
];
const sectionTypes = (documents: Doc[], id: string) =>
  (documents.find((doc) => doc._id === id)!.sections as { _type: string }[]).map((s) => s._type);

describe("the webinar-form migration", () => {
  it("adds the form in English and Spanish, linked as translations, and its section at the end of the every-block page only", async () => {
    const after = await migrateDocuments(migration, before);
    expect(sectionTypes(after, "page-every-block")).toEqual(["faq", "formSection"]);
    expect(sectionTypes(after, "page-pricing")).toEqual(["faq"]);
    const forms = after.filter((doc) => doc._type === "form");
    expect(forms.map((doc) => [doc._id, doc.language, doc.formId])).toEqual([
      [FORM_DOCUMENT_IDS.en, "en", "webinar-sign-up"],
      [FORM_DOCUMENT_IDS.es, "es", "webinar-sign-up"],
    ]);
    const kinds = (forms[0].fields as { kind: string }[]).map((field) => field.kind);
    expect(new Set(kinds)).toEqual(
      new Set(["text", "email", "phone", "textarea", "select", "checkbox", "consent"]),
    );
    const metadata = after.find((doc) => doc._id === FORM_METADATA_ID);
    expect((metadata?.translations as { value: { _ref: string } }[]).map((t) => t.value._ref)).toEqual([
      FORM_DOCUMENT_IDS.en,
      FORM_DOCUMENT_IDS.es,
    ]);
  });

  it("does nothing a second time", async () => {
    const once = await migrateDocuments(migration, before);
    expect(await migrateDocuments(migration, once)).toEqual(once);
  });

  it("has been run over the bundled dataset", async () => {
    const seed = parseNdjson(readFileSync("studio/seed/production.ndjson", "utf8"), "production.ndjson");
    expect(await migrateDocuments(migration, seed)).toEqual(seed);
    expect(seed.some((doc) => doc._id === FORM_DOCUMENT_IDS.es)).toBe(true);
  });
});
