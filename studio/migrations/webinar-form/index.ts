import { append, at, createIfNotExists, defineMigration, patch } from "sanity/migrate";
import { webinarForm, webinarFormMetadata, webinarSection } from "./forms";

// Run against a project: `npx sanity migration run webinar-form` in studio/ (a dry run by default;
// add --no-dry-run to write). The bundled dataset was moved by the same code:
// `npm run content:migrate -- webinar-form`.

const EVERY_BLOCK = "every-block";

type Page = { _id: string; slug?: { current?: string }; language?: string; sections?: { _type?: string }[] };

export default defineMigration({
  title: "Forms as content: a webinar sign-up form in English and Spanish, on the every-block page",
  documentTypes: ["page"],
  migrate: {
    document(doc) {
      const page = doc as Page;
      if (page.slug?.current !== EVERY_BLOCK || (page.language ?? "en") !== "en") return undefined;
      // Once the page has its form section, there is nothing left to do.
      if (page.sections?.some((section) => section._type === "formSection")) return undefined;
      return [
        createIfNotExists(webinarForm("en")),
        createIfNotExists(webinarForm("es")),
        createIfNotExists(webinarFormMetadata),
        patch(page._id, [at("sections", append([webinarSection]))]),
      ];
    },
  },
});
