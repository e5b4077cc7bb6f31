import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { parseSeedDataset, publishedOnly } from "./seedDataset";
import { translated } from "./fragments";
import { DEFAULT_LANGUAGE, TRANSLATED_TYPES } from "./languages";
import { LANGUAGES } from "./locales";

// The bundled dataset's translations, and a translation made here of every translated document that has none
// (as the Studio's Translations menu makes one: a copy with its language, linked by metadata):
// each is linked to its English document, and every reference it holds resolves, to the translation
// in its own language where there is one.

type Doc = { _id: string; _type: string; language?: string; [field: string]: unknown };
type Metadata = Doc & {
  translations: { _key: string; language: string; value: { _ref: string } }[];
  schemaTypes: string[];
};

const OTHER_LANGUAGES = LANGUAGES.map(({ id }) => id).filter((id) => id !== DEFAULT_LANGUAGE);

const bundled = publishedOnly(
  parseSeedDataset(readFileSync(path.resolve("studio/seed/production.ndjson"), "utf8"), "bundled"),
) as Doc[];
const hasTranslation = (doc: Doc) =>
  bundled.some(
    (other) =>
      other._type === "translation.metadata" &&
      (other as Metadata).translations.some((entry) => entry.value._ref === doc._id),
  );
// As the plugin writes an entry: its language in `language`, a random `_key`.
const entry = (language: string, ref: string) => ({
  _key: `key-${language}-${ref}`,
  language,
  value: { _type: "reference", _ref: ref },
});
const made = bundled
  .filter(
    (doc) =>
      TRANSLATED_TYPES.includes(doc._type as never) &&
      doc.language === DEFAULT_LANGUAGE &&
      !hasTranslation(doc),
  )
  .flatMap((doc) =>
    OTHER_LANGUAGES.flatMap((language) => [
      { ...doc, _id: `${doc._id}-${language}-made`, language },
      {
        _id: `translation-metadata-${doc._id}-made`,
        _type: "translation.metadata",
        schemaTypes: [doc._type],
        translations: [entry(DEFAULT_LANGUAGE, doc._id), entry(language, `${doc._id}-${language}-made`)],
      },
    ]),
  );
const dataset = [...bundled, ...made] as Doc[];
const byId = new Map(dataset.map((doc) => [doc._id, doc]));
const metadata = dataset.filter((doc): doc is Metadata => doc._type === "translation.metadata");
const translations = dataset.filter((doc) => doc.language && doc.language !== DEFAULT_LANGUAGE);

/** Every reference a document holds, at any depth. */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (!value || typeof value !== "object") return [];
  const ref = (value as { _ref?: unknown })._ref;
  return [...(typeof ref === "string" ? [ref] : []), ...Object.values(value).flatMap(referencesIn)];
}

describe("the bundled dataset's translations", () => {
  it("has a translation of every translated document in every other language", () => {
    for (const language of OTHER_LANGUAGES)
      expect(translations.filter((doc) => doc.language === language).length, language).toBeGreaterThan(30);
  });

  it("gives every bundled document of a translated type a language, and only those", () => {
    const translatable = new Set<string>(TRANSLATED_TYPES);
    for (const doc of bundled) {
      if (translatable.has(doc._type)) expect(doc.language, doc._id).toBeTruthy();
      else if (doc._type !== "translation.metadata") expect(doc.language, doc._id).toBeUndefined();
    }
  });

  it("links each translation to its English document of the same type, one metadata document each", () => {
    for (const translation of translations) {
      const linked = metadata.filter((doc) =>
        doc.translations.some((entry) => entry.value._ref === translation._id),
      );
      expect(linked, translation._id).toHaveLength(1);
      const [entry] = linked;
      expect(entry.schemaTypes, translation._id).toEqual([translation._type]);
      expect(
        entry.translations.find((item) => item.value._ref === translation._id)?.language,
        translation._id,
      ).toBe(translation.language);
      const english = byId.get(
        entry.translations.find((item) => item.language === DEFAULT_LANGUAGE)?.value._ref ?? "",
      );
      expect(english?._type, translation._id).toBe(translation._type);
      expect(english?.language ?? DEFAULT_LANGUAGE, translation._id).toBe(DEFAULT_LANGUAGE);
    }
  });

  it("resolves every reference of a translation, to the translation in its language where there is one", async () => {
    for (const translation of translations) {
      // Image assets are made from the bundled images at build time (seedImageAssets.server.ts).
      for (const ref of referencesIn(translation).filter((id) => !id.startsWith("image-"))) {
        expect(byId.has(ref), `${translation._id} → ${ref}`).toBe(true);
        const query = `*[_id == $ref][0]${translated}{_id, "language": coalesce(language, "en")}`;
        const params = { ref, language: translation.language };
        const shown = (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as {
          _id: string;
          language: string;
        };
        const target = byId.get(ref)!;
        const hasTranslation = metadata.some(
          (doc) =>
            doc.translations.some((entry) => entry.value._ref === ref) &&
            doc.translations.some(
              (entry) => entry.language === translation.language && byId.has(entry.value._ref),
            ),
        );
        if (TRANSLATED_TYPES.includes(target._type as never) && hasTranslation)
          expect(shown.language, `${translation._id} → ${ref}`).toBe(translation.language);
        else expect(shown._id, `${translation._id} → ${ref}`).toBe(ref);
      }
    }
  });
});
