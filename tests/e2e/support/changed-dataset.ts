import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseNdjson, toNdjson } from "#content/ndjson.ts";
import { seedFilePath } from "#web/shared/sanity/seedFile.server.ts";
import { EVERY_BLOCK_SLUG } from "../../../scripts/tools/block-pictures";

// A copy of a dataset with the content the end-to-end tests look for edited, as a marketer
// might: prices, years and figures, option values and labels, headings, button and menu
// labels, dates, one gallery image fewer. `npm test` builds from such a copy and runs the
// tests against it (they read expected content from CONTENT_SEED_FILE): a test that
// hard-codes content fails. On its own: `npx tsx tests/e2e/support/changed-dataset.ts <out.ndjson>`.

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// The page with every block once (noIndex): a catalogue for marketers, the screenshots and the
// insert menu's pictures.
export { EVERY_BLOCK_SLUG };

const NUMBERS = /\d{1,3}(?:,\d{3})+|\d+/g;
const changedNumber = (number: string) => (Number(number.replaceAll(",", "")) + 11).toLocaleString("en-US");

/**
 * "Sign In" -> "S·ign I·n", "1-2 weeks" -> "12-13 w·eeks": every word and number changed, so a
 * test still expecting the old text, or a word of it, fails (texts match as substrings). A
 * {placeholder} the site fills in ("{used} of {limit}") stays as it is.
 */
const edited = (text: string) =>
  text
    .split(/(\{\w+\})/)
    .map((part, index) =>
      index % 2 ? part : part.replace(/(?<!\p{L})(\p{L})(?=\p{L})/gu, "$1·").replace(NUMBERS, changedNumber),
    )
    .join("");
/** "5+" -> "16+", "1,247" -> "1,258": every number of a figure, 11 more (its last digit changes too). */
const bumped = (figure: string) => figure.replace(NUMBERS, changedNumber);
/** 2500 -> 2537. */
const repriced = (amount: number) => amount + 37;
/** "2024-12-01" -> "2025-12-01". */
const yearLater = (date: string) => date.replace(/^\d{4}/, (year) => String(Number(year) + 1));

/** Every string field of an object edited (its nested objects and lists too, `_` fields, references and addresses not). */
function editTexts<T>(value: T): T {
  if (typeof value === "string") return edited(value) as T;
  if (Array.isArray(value)) return value.map(editTexts) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      // Ids, links and a document's language are no texts.
      key.startsWith("_") || /href$|^url$|^language$/i.test(key) ? child : editTexts(child),
    ]),
  ) as T;
}

const editOptions = (options: Doc[] = []) =>
  options.map((option) => ({ ...option, value: `${option.value}-edited`, label: edited(option.label) }));

const editLabels = (object: Doc, keys: string[]): Doc => ({
  ...object,
  ...Object.fromEntries(keys.map((key) => [key, editTexts(object[key])])),
});

/** The sections of pages built from blocks, edited by block type. */
const SECTION_EDITS: Partial<Record<string, (section: Doc) => Doc>> = {
  hero: (section) => ({ ...section, headline: edited(section.headline) }),
  iconCards: (section) => ({
    ...section,
    cards: section.cards.map((card: Doc) => ({
      ...card,
      title: edited(card.title),
      ...(card.badge ? { badge: bumped(card.badge) } : {}),
    })),
  }),
  latestInsights: (section) => ({
    ...section,
    heading: editTexts(section.heading),
    allLabel: edited(section.allLabel),
  }),
};

/** The labels of a form's fields named `names`. */
const editFieldLabels = (form: Doc, names: string[]): Doc => ({
  ...form,
  fields: form.fields.map((field: Doc) =>
    names.includes(field.name) ? editLabels(field, ["label"]) : field,
  ),
});

/**
 * The lead forms (`form` documents by form id), each edited as when its texts were its section's:
 * the home page's forms their name and e-mail labels, the contact page's form its choices, its
 * submit label and its success message. The committed screenshots (looks.spec.ts) show these.
 */
const LEAD_FORM_EDITS: Partial<Record<string, (form: Doc) => Doc>> = {
  "home-banner": (form) => editFieldLabels(form, ["name", "email"]),
  "home-contact": (form) => editFieldLabels(form, ["name", "email"]),
  "contact-page": (form) => ({
    ...editLabels(form, ["submitLabel", "successMessage"]),
    fields: form.fields.map((field: Doc) =>
      field.options ? { ...field, options: editOptions(field.options) } : field,
    ),
  }),
};

const EDITS: Partial<Record<string, (doc: Doc) => Doc>> = {
  agent: (doc) => ({
    ...doc,
    plans: doc.plans.map((plan: Doc) => ({ ...plan, price: repriced(plan.price) })),
    demoForm: {
      ...doc.demoForm,
      fields: doc.demoForm.fields.map((field: Doc) =>
        field.options ? { ...field, options: field.options.map(edited) } : field,
      ),
    },
  }),
  servicePackage: (doc) => ({ ...doc, price: repriced(doc.price) }),
  // A form's texts and choices; its id, its fields' names and kinds and its patterns stay. A lead
  // form has its own edits (LEAD_FORM_EDITS).
  form: (doc) =>
    LEAD_FORM_EDITS[doc.formId]?.(doc) ?? {
      ...editLabels(doc, ["title", "submitLabel", "successMessage"]),
      fields: doc.fields.map((field: Doc) => ({
        ...editLabels(
          field,
          ["label", "help", "patternMessage"].filter((key) => field[key]),
        ),
        ...(field.options ? { options: editOptions(field.options) } : {}),
      })),
    },
  // The blog: titles, summaries, names and every label.
  post: (doc) => ({ ...doc, title: edited(doc.title), excerpt: edited(doc.excerpt) }),
  author: (doc) => editLabels(doc, ["name", "role"]),
  category: (doc) => editLabels(doc, ["title", "description"]),
  insightsPage: (doc) => editTexts(doc),
  addOn: (doc) => ({ ...doc, price: repriced(doc.price) }),
  agentsPage: (doc) => ({
    ...editLabels(doc, [
      "tabLabels",
      "startTrialCta",
      "watchDemoLabel",
      "popularLabel",
      "popularPlanButton",
      "planButton",
      "trialStartingLabel",
      "trialDashboardLinkLabel",
      "trialFailedText",
      "trialRetryLabel",
    ]),
    // The agent's name goes where {agent} stands: the token itself stays.
    trialExistsText: doc.trialExistsText?.split("{agent}").map(edited).join("{agent}"),
  }),
  // The every-block page keeps its texts: it is the reference of the blocks' screenshots.
  page: (doc) =>
    doc.slug?.current === EVERY_BLOCK_SLUG
      ? doc
      : {
          ...doc,
          title: edited(doc.title),
          ...(doc.highlights
            ? { highlights: doc.highlights.map((stat: Doc) => ({ ...stat, value: bumped(stat.value) })) }
            : {}),
          sections: doc.sections?.map((section: Doc) => SECTION_EDITS[section._type]?.(section) ?? section),
        },
  legalPage: (doc) => ({
    ...doc,
    lastUpdated: yearLater(doc.lastUpdated),
    // A filled token shows its value; noticeDays stays as it is (empty: a visible placeholder).
    ...(JSON.stringify(doc.body).includes("{jurisdiction}")
      ? { jurisdiction: doc.jurisdiction ? edited(doc.jurisdiction) : "the State of Delaware" }
      : {}),
  }),
  gallery: (doc) => ({ ...doc, items: doc.items.slice(0, -1) }),
  notFoundPage: (doc) => editLabels(doc, ["title", "helpTitle", "helpLinkLabel", "homeCta", "helpCta"]),
  caseStudy: (doc) =>
    doc.keyResult
      ? {
          ...doc,
          keyResult: {
            ...doc.keyResult,
            value: bumped(doc.keyResult.value),
            label: edited(doc.keyResult.label),
          },
        }
      : doc,
  siteSettings: (doc) => ({
    ...editLabels(doc, ["footerCtaTitle", "footerCtaText", "footerCta"]),
    navigation: editTexts(doc.navigation),
    primaryCta: editTexts(doc.primaryCta),
    // Their labels and headings; the links keep their documents and addresses.
    mainMenu: editTexts(doc.mainMenu),
    agentTopBarMenu: editTexts(doc.agentTopBarMenu),
    footerColumns: editTexts(doc.footerColumns),
  }),
  accountPages: (doc) => editTexts(doc),
  dashboardPage: (doc) => ({
    ...editTexts(doc),
    quickStats: doc.quickStats.map((stat: Doc) => ({
      ...stat,
      value: bumped(stat.value),
      label: edited(stat.label),
    })),
  }),
};

/** The dataset's NDJSON with its published documents edited (drafts as they are). */
export function changedDataset(ndjson: string): string {
  return toNdjson(
    parseNdjson<Doc>(ndjson).map((doc) => {
      const edit = EDITS[doc._type];
      return edit && !String(doc._id).startsWith("drafts.") ? edit(doc) : doc;
    }),
  );
}

/** Writes the changed copy of `source` (by default the dataset the build would read) to `target`. */
export function writeChangedDataset(target: string, source = seedFilePath()) {
  writeFileSync(target, changedDataset(readFileSync(source, "utf8")));
}

/** Whether `file` is the changed copy of the bundled dataset: the one `npm test` builds from. */
export const isChangedBundledDataset = (file: string) =>
  readFileSync(file, "utf8") === changedDataset(readFileSync(seedFilePath({}), "utf8"));

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const target = process.argv[2];
  if (!target) throw new Error("Usage: tsx tests/e2e/support/changed-dataset.ts <out.ndjson>");
  writeChangedDataset(path.resolve(target));
  console.log(`Wrote ${target}`);
}
