// The move of the singleton pages to `page` documents, section by section. Written as the
// content stood when it ran (its slugs and fields are that day's, not read from today's code).

/** A value as stored: any fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any singleton's fields, as stored
type Fields = { [field: string]: any };
/** A document as the migration reads it. */
export type Doc = Fields & { _id: string; _type: string };

/** Each singleton page, by its type (also its id), and the page document it becomes. */
export const MOVED_PAGES = {
  homePage: { id: "page-home", slug: "index", title: "Home" },
  aboutPage: { id: "page-about-us", slug: "about-us" },
  pricingPage: { id: "page-pricing", slug: "pricing" },
  contactPage: { id: "page-contact", slug: "contact" },
  agentsPage: { id: "page-agents", slug: "agents" },
} as const;

type MovedType = keyof typeof MOVED_PAGES;

/**
 * Singletons that stay, with the fields that move to their page: the agents overview's labels
 * are read by every agent page and card.
 */
export const KEPT_SINGLETONS: Partial<Record<MovedType, string[]>> = {
  agentsPage: ["title", "intro", "seo"],
};

// The closing band of the pages that ended on a lone button: a heading and a sentence of the
// site's own words, which marketers can change.
const closingBand = (cta: Fields | undefined, key: string) =>
  cta?.label
    ? [
        {
          _key: key,
          _type: "ctaBand",
          heading: "Ready to Automate Your Business?",
          text: "Book a free 30-minute consultation: we map your workflows and show where AI pays off first.",
          primaryCta: cta,
          tone: "brand",
        },
      ]
    : [];

const iconCard = (
  key: string,
  icon: string | undefined,
  title: string,
  description?: string,
  badge?: string,
) => ({
  _key: key,
  _type: "iconCard",
  ...(icon ? { icon } : {}),
  title,
  ...(description ? { description } : {}),
  ...(badge ? { badge } : {}),
});

const featureCards = (cards: Fields[] | undefined) =>
  (cards ?? []).map((card) => iconCard(card._key, card.icon, card.title, card.description));

/** A page's sections, from its singleton's fields, top to bottom. */
const SECTIONS: Record<MovedType, (doc: Doc) => Fields[]> = {
  homePage: (doc) => [
    { _key: "hero", _type: "hero", ...withoutType(doc.hero) },
    { _key: "assessment", _type: "leadForm", form: "home-banner", bannerForm: doc.bannerForm },
    { _key: "services", _type: "servicesGrid", anchorId: "services", heading: doc.servicesSection },
    { _key: "agents", _type: "agentsGrid", anchorId: "ai-agents", heading: doc.agentsSection, muted: true },
    { _key: "process", _type: "processSteps", anchorId: "process", heading: doc.processSection },
    {
      _key: "case-studies",
      _type: "caseStudies",
      anchorId: "case-studies",
      heading: doc.caseStudiesSection,
      labels: doc.caseStudyLabels,
    },
    {
      _key: "contact",
      _type: "leadForm",
      anchorId: "contact",
      form: "home-contact",
      contactSection: doc.contactSection,
    },
  ],
  aboutPage: (doc) => [
    {
      _key: "mission-vision",
      _type: "iconCards",
      anchorId: "mission",
      columns: 2,
      muted: false,
      cards: [
        ...(doc.mission?.title ? [iconCard("mission", "target", doc.mission.title, doc.mission.text)] : []),
        ...(doc.vision?.title ? [iconCard("vision", "eye", doc.vision.title, doc.vision.text)] : []),
      ],
    },
    {
      _key: "values",
      _type: "iconCards",
      anchorId: "values",
      heading: doc.valuesHeading,
      columns: 4,
      muted: true,
      cards: featureCards(doc.values),
    },
    {
      _key: "expertise",
      _type: "iconCards",
      anchorId: "expertise",
      heading: doc.expertiseHeading,
      columns: 3,
      muted: false,
      cards: (doc.expertise ?? []).map((area: Fields) =>
        iconCard(
          area._key,
          area.icon,
          area.title,
          area.description,
          area.years ? `${area.years} years` : undefined,
        ),
      ),
    },
    ...closingBand(doc.cta, "consultation"),
  ],
  pricingPage: (doc) => [
    {
      _key: "packages",
      _type: "consultingPackages",
      anchorId: "packages",
      heading: doc.packagesHeading,
      popularLabel: doc.popularLabel,
      hideAddOns: false,
      addOnsHeading: doc.addOnsHeading,
      addOnsAnchorId: "add-ons",
    },
    { _key: "agent-plans", _type: "agentPlans", anchorId: "agent-plans", heading: doc.agentPlansHeading },
    ...closingBand(doc.cta, "consultation"),
  ],
  contactPage: (doc) => [
    {
      _key: "contact-form",
      _type: "leadForm",
      anchorId: "contact-form",
      form: "contact-page",
      contactForm: pick(doc, CONTACT_FORM_FIELDS),
    },
    {
      _key: "why-choose-us",
      _type: "iconCards",
      anchorId: "why-choose-us",
      heading: doc.whyChooseUsHeading,
      columns: 4,
      muted: true,
      cards: featureCards(doc.whyChooseUs),
    },
  ],
  agentsPage: () => [{ _key: "agents", _type: "agentsGrid", anchorId: "agents", muted: false }],
};

const CONTACT_FORM_FIELDS = [
  "detailsTitle",
  "detailsText",
  "formTitle",
  "formLabels",
  "serviceOptions",
  "budgetOptions",
  "timelineOptions",
  "submitLabel",
  "submittingLabel",
  "successMessage",
  "privacyNote",
  "scheduleTitle",
  "scheduleText",
  "scheduleCta",
];

const pick = (doc: Doc, fields: string[]) =>
  Object.fromEntries(fields.filter((field) => doc[field] !== undefined).map((field) => [field, doc[field]]));

const withoutType = (value: Fields | undefined) => {
  const { _type: _, ...rest } = value ?? {};
  return rest;
};

/** Leaves out the fields a singleton had no value for. */
const present = <T extends Fields>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== null)) as T;

/** A card grid with no cards is left out (the Studio requires at least one). */
const hasContent = (section: Fields) => section._type !== "iconCards" || section.cards.length > 0;

/** The page document a singleton page becomes (a draft's becomes the page's draft). */
export function pageFromSingleton(doc: Doc): Doc {
  const type = doc._type as MovedType;
  const moved: { id: string; slug: string; title?: string } = MOVED_PAGES[type];
  const draft = doc._id.startsWith("drafts.");
  return present<Doc>({
    _id: `${draft ? "drafts." : ""}${moved.id}`,
    _type: "page",
    title: moved.title ?? doc.title,
    slug: { _type: "slug", current: moved.slug },
    intro: doc.intro ?? doc.heroText,
    highlights: doc.highlights,
    sections: SECTIONS[type](doc).map(present).filter(hasContent),
    seo: doc.seo,
  });
}
