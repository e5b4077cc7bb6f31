import { createOrReplace, defineMigration, delete_, patch, at, set, unset } from "sanity/migrate";
import { KEPT_SINGLETONS, MOVED_PAGES, pageFromSingleton, type Doc } from "./pages";

// Run against a project: `npx sanity migration run pages-from-singletons` in studio/ (a dry run
// by default; add --no-dry-run to write). The bundled dataset was moved by the same code:
// `npm run content:migrate -- pages-from-singletons` (scripts/content-migrate.ts).
export default defineMigration({
  title: "Home, About, Pricing, Contact and the agents overview become pages built from blocks",
  documentTypes: [...Object.keys(MOVED_PAGES), "siteSettings", "redirect", "page"],
  migrate: {
    document(doc) {
      const moved = MOVED_PAGES[doc._type as keyof typeof MOVED_PAGES];
      if (!moved) return undefined;
      const page = pageFromSingleton(doc as Doc);
      const kept = KEPT_SINGLETONS[doc._type as keyof typeof KEPT_SINGLETONS];
      if (!kept) return [createOrReplace(page), delete_(doc._id)];
      // A singleton that stays (its other fields are still read) loses only what moved; once
      // moved, it has nothing left to move.
      const movedFields = kept.filter((field) => field in doc);
      if (!movedFields.length) return undefined;
      return [
        createOrReplace(page),
        patch(
          doc._id,
          movedFields.map((field) => at(field, unset())),
        ),
      ];
    },
    // A menu link or redirect that led to a singleton page now leads to its page document.
    object(node) {
      const ref = (node as { _ref?: unknown })._ref;
      const target = typeof ref === "string" ? MOVED_PAGES[ref as keyof typeof MOVED_PAGES] : undefined;
      return target ? set({ ...node, _ref: target.id }) : undefined;
    },
  },
});
