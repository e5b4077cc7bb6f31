import { at, defineMigration, patch, set } from "sanity/migrate";

// Run against a project: `npx sanity migration run plan-ids` in studio/ (a dry run by default;
// add --no-dry-run to write). The bundled dataset was moved by the same code:
// `npm run content:migrate -- plan-ids`.

type Plan = { _key: string; name?: string; planId?: string };
type Doc = { _id: string; _type: string; language?: unknown; plans?: unknown };
type Translations = { translations?: { language?: string; value?: { _ref?: string } }[] };

/** "Professional" → "professional": the id the site used to make from a plan's English name. */
export const idFromName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const isEnglish = (doc: Doc) => !doc.language || doc.language === "en";

/** Sets each plan's id where it has none, from `idOf` (its key → id); none found, none set. */
function planIds(doc: Doc, idOf: (plan: Plan) => string | undefined) {
  const plans = (doc.plans as Plan[] | undefined) ?? [];
  return plans.flatMap((plan) => {
    const id = plan.planId ? undefined : idOf(plan);
    return id ? [at(["plans", { _key: plan._key }, "planId"], set(id))] : [];
  });
}

export default defineMigration({
  title: "Each agent's plans get a stable id (planId), the same in every language",
  documentTypes: ["agent", "translation.metadata"],
  migrate: {
    async document(doc, context) {
      // An English agent's plan: the id its name gave until now.
      if (doc._type === "agent") {
        if (!isEnglish(doc)) return [];
        return planIds(doc, (plan) => (plan.name ? idFromName(plan.name) : undefined));
      }
      // A translated agent's plan: the id of its English translation's plan with the same key (a
      // translation is made as a copy; a plan with no translation keeps no id, and the Studio asks for one).
      const ids = ((doc as Translations).translations ?? []).flatMap((entry) => entry.value?._ref ?? []);
      const translations = await context.filtered.getDocuments(ids);
      const english = translations.find(
        (translation) => translation._type === "agent" && isEnglish(translation),
      );
      if (!english) return [];
      const englishPlans = (english.plans as Plan[] | undefined) ?? [];
      const idOf = (plan: Plan) => {
        const translation = englishPlans.find((candidate) => candidate._key === plan._key);
        return translation?.planId ?? (translation?.name ? idFromName(translation.name) : undefined);
      };
      const mutations = translations
        .filter((translation) => translation._type === "agent" && !isEnglish(translation))
        .flatMap((translation) => {
          const patches = planIds(translation, idOf);
          return patches.length ? [patch(translation._id, patches)] : [];
        });
      return mutations;
    },
  },
});
