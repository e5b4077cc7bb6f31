import {
  append,
  at,
  createIfNotExists,
  createOrReplace,
  defineMigration,
  patch,
  set,
  setIfMissing,
} from "sanity/migrate";
import {
  formMetadataId,
  HOME_OF,
  leadFormDocument,
  leadFormSection,
  SOURCES,
  translationEntry,
  type OldSection,
  type Source,
} from "./forms";

// Run against a project: `npx sanity migration run lead-forms` in studio/ (a dry run by default;
// add --no-dry-run to write). The bundled dataset was moved by the same code:
// `npm run content:migrate -- lead-forms`.

type Page = { _id: string; slug?: { current?: string }; language?: string; sections?: OldSection[] };

const isSource = (value: unknown): value is Source => SOURCES.includes(value as Source);

export default defineMigration({
  title:
    "Lead forms as content: each lead form section's form becomes a form document (English and Spanish), which the section refers to",
  documentTypes: ["page"],
  migrate: {
    document(doc) {
      const page = doc as Page;
      const language = page.language ?? "en";
      // A draft, or a version of a release: not the published page.
      const draft = /^(drafts|versions)\./.test(page._id);
      // A section still showing a form by its name; once it refers to its form, there is nothing left to do.
      const sections = (page.sections ?? []).filter(
        (section) => section._type === "leadForm" && isSource(section.form),
      );
      const made = new Set<Source>();
      return sections.flatMap((section) => {
        const source = section.form as Source;
        const form = leadFormDocument(section, source, language);
        // The form's own page makes it (its first section showing it, should there be two);
        // another page's section only when the form is not there yet.
        const own = !draft && page.slug?.current === HOME_OF[source] && !made.has(source);
        if (own) made.add(source);
        return [
          own ? createOrReplace(form) : createIfNotExists(form),
          ...(own
            ? [
                createIfNotExists({
                  _id: formMetadataId(source),
                  _type: "translation.metadata",
                  schemaTypes: ["form"],
                  translations: [],
                }),
                patch(formMetadataId(source), [
                  at("translations", setIfMissing([])),
                  at("translations", append([translationEntry(source, language)])),
                ]),
              ]
            : []),
          patch(page._id, [
            at(["sections", { _key: section._key }], set(leadFormSection(section, source, language))),
          ]),
        ];
      });
    },
  },
});
