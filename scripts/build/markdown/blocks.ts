import type { BlockOf, Section } from "#blocks/types.ts";
import { paths } from "#content/paths.ts";
import { documentPath } from "#content/documentPaths.ts";
import type { Language } from "#content/languages.ts";
import { formatPeriod, formatPrice, type Formats } from "#web/shared/ui/format.ts";
import { FORM_ON_PAGE, TABLE_COLUMNS } from "./columns";
import { ctaLink, portableTextMarkdown } from "./portable-text";
import { bulletList, heading, joinParts, markdownLink, markdownTable, markdownText } from "./text";

/** What a block's Markdown needs beyond its content. */
export type BlockContext = {
  language: Language;
  formats: Formats;
  /** The page opens with this block: a hero's headline is the page's title (h1). */
  atTop: boolean;
  /** The site's contact details (site settings), which two lead form layouts show beside the form. */
  contact?: ContactDetails;
};

/** The site's contact details, as site settings hold them. */
export type ContactDetails = {
  contactEmail?: string | null;
  contactPhone?: string | null;
  phoneHours?: string | null;
};

/** The e-mail address (a mailto link) and the phone number with its hours, as a list. */
const contactList = (contact: ContactDetails | undefined) =>
  [
    contact?.contactEmail
      ? `- ${markdownLink(markdownText(contact.contactEmail), `mailto:${contact.contactEmail.trim()}`)}`
      : "",
    contact?.contactPhone
      ? `- ${[contact.contactPhone, contact.phoneHours].map(markdownText).filter(Boolean).join(" · ")}`
      : "",
  ]
    .filter(Boolean)
    .join("\n");

type SectionHeading = { eyebrow?: string | null; title?: string | null; intro?: string | null } | null;

/** A section's heading: its title (h2) and intro; the eyebrow is decoration. */
const sectionHeading = (head: SectionHeading | undefined, level = 2) =>
  joinParts([heading(level, head?.title), markdownText(head?.intro)]);

/** "$1,299/month", or "$1,299 one-time": a price as the page shows it. */
export const priceText = (price: number | null | undefined, note: string) =>
  [formatPrice(price), note].filter(Boolean).join(note.startsWith("/") ? "" : " ");

/** Figures with their labels ("98% satisfied"), as a list. */
export const statList = (
  stats: readonly { value?: string | null; label?: string | null }[] | null | undefined,
) => bulletList((stats ?? []).map((stat) => `${stat.value ?? ""} ${stat.label ?? ""}`));

/** Buttons as links on one line. */
const ctaLinks = (...ctas: Parameters<typeof ctaLink>[0][]) => ctas.map(ctaLink).filter(Boolean).join(" · ");

type Render<T extends Section["_type"]> = (block: BlockOf<T>, context: BlockContext) => string;

/** How each block type reads as Markdown: its headings, texts, links, and prices as tables. */
const blockMarkdown: { [T in Section["_type"]]: Render<T> } = {
  hero: (block, { atTop }) =>
    joinParts([
      heading(atTop ? 1 : 2, block.headline),
      markdownText(block.text),
      ctaLinks(block.primaryCta, block.secondaryCta),
      statList(block.stats),
    ]),
  richText: (block) => joinParts([sectionHeading(block.heading), portableTextMarkdown(block.body)]),
  iconCards: (block) =>
    joinParts([
      sectionHeading(block.heading),
      ...(block.cards ?? []).map((card) =>
        joinParts([heading(3, card.title), markdownText(card.badge), markdownText(card.description)]),
      ),
    ]),
  statsRow: (block) => joinParts([sectionHeading(block.heading), statList(block.stats)]),
  ctaBand: (block) =>
    joinParts([
      heading(2, block.heading),
      markdownText(block.text),
      ctaLinks(block.primaryCta, block.secondaryCta),
    ]),
  faq: (block) =>
    joinParts([
      sectionHeading(block.heading),
      ...(block.items ?? []).map((item) =>
        joinParts([heading(3, item.question), portableTextMarkdown(item.answer)]),
      ),
    ]),
  agentsGrid: (block, { language, formats }) =>
    joinParts([
      sectionHeading(block.heading),
      markdownTable(
        [
          TABLE_COLUMNS[language].name,
          markdownText(block.labels?.bestForLabel),
          markdownText(block.labels?.fromLabel),
        ],
        (block.agents ?? []).map((agent) => [
          markdownLink(markdownText(agent.name), agent.slug ? paths.agent(agent.slug, language) : null),
          markdownText(agent.bestFor),
          priceText(agent.fromPrice, formatPeriod(agent.fromPeriod, formats)),
        ]),
      ),
    ]),
  servicesGrid: (block) =>
    joinParts([
      sectionHeading(block.heading),
      ...(block.services ?? []).map((service) =>
        joinParts([heading(3, service.title), markdownText(service.description), bulletList(service.tools)]),
      ),
    ]),
  consultingPackages: (block, { language, formats }) =>
    joinParts([
      sectionHeading(block.heading),
      markdownTable(
        columns(language, "name", "price", "details", "includes"),
        (block.packages ?? []).map((item) => [
          markdownText(item.name),
          priceText(item.price, markdownText(item.priceDetail)),
          markdownText(item.description),
          (item.features ?? []).map(markdownText).join("; "),
        ]),
      ),
      block.hideAddOns ? "" : sectionHeading(block.addOnsHeading, 3),
      block.hideAddOns
        ? ""
        : markdownTable(
            columns(language, "name", "price", "details"),
            (block.addOns ?? []).map((addOn) => [
              markdownText(addOn.name),
              [
                addOn.fromPrice ? markdownText(block.fromLabel) : "",
                priceText(addOn.price, formatPeriod(addOn.period, formats)),
              ]
                .filter(Boolean)
                .join(" "),
              markdownText(addOn.description),
            ]),
          ),
    ]),
  agentPlans: (block, { language, formats }) =>
    joinParts([
      sectionHeading(block.heading),
      ...(block.agents ?? []).map((agent) =>
        joinParts([
          agent.name
            ? `### ${markdownLink(markdownText(agent.name), agent.slug ? paths.agent(agent.slug, language) : null)}`
            : "",
          plansTable(agent.plans, { language, formats }),
        ]),
      ),
    ]),
  caseStudies: (block) =>
    joinParts([
      sectionHeading(block.heading),
      ...(block.caseStudies ?? []).map((study) =>
        joinParts([
          heading(3, study.company),
          markdownText(study.industry),
          study.keyResult?.value
            ? `**${markdownText(study.keyResult.value)}** ${markdownText(study.keyResult.label)}`
            : "",
          labelled(block.labels?.challenge, markdownText(study.challenge)),
          labelled(block.labels?.solution, markdownText(study.solution)),
          labelled(block.labels?.results, bulletList(study.results)),
        ]),
      ),
    ]),
  processSteps: (block) =>
    joinParts([
      sectionHeading(block.heading),
      (block.steps ?? [])
        .map(
          (step, index) => `${index + 1}. **${markdownText(step.title)}**: ${markdownText(step.description)}`,
        )
        .join("\n"),
    ]),
  // The section's title and text, its form, and what the layout shows beside it: the site's
  // contact details, or the contact page's details panel and schedule box. Another layout shows
  // nothing, as on the page.
  leadForm: (block, { language, contact }) => {
    const form = formMarkdown(block.form, language);
    const titled = joinParts([heading(2, block.title), markdownText(block.intro)]);
    const page = block.contactPage;
    switch (block.layout) {
      case "card":
        return joinParts([titled, form]);
      case "contact-section":
        return joinParts([titled, contactList(contact), form]);
      case "contact-page":
        return joinParts([
          heading(2, page?.detailsTitle),
          markdownText(page?.detailsText),
          contactList(contact),
          // The schedule box shows with its title or its button.
          page?.scheduleTitle || page?.scheduleCta
            ? joinParts([
                heading(2, page.scheduleTitle),
                markdownText(page.scheduleText),
                ctaLinks(page.scheduleCta),
              ])
            : "",
          titled,
          form,
        ]);
      default:
        return "";
    }
  },
  testimonial: (block) =>
    joinParts([
      block.quote ? `> ${markdownText(block.quote)}` : "",
      [block.name, block.role, block.company].map(markdownText).filter(Boolean).join(", "),
    ]),
  imageText: (block) =>
    joinParts([sectionHeading(block.heading), portableTextMarkdown(block.body), ctaLinks(block.cta)]),
  imageGallery: (block) => galleryMarkdown(block.title ?? block.gallery?.title, block.gallery),
  latestInsights: (block, { language }) =>
    joinParts([
      sectionHeading(block.heading),
      (block.posts ?? [])
        .map((post) => {
          const link = markdownLink(
            markdownText(post.title),
            post.slug ? documentPath("post", post.slug, language) : null,
          );
          return post.excerpt ? `- ${link}: ${markdownText(post.excerpt)}` : `- ${link}`;
        })
        .join("\n"),
    ]),
  // As the page: a section whose form is missing or has no fields shows nothing.
  formSection: (block, { language }) =>
    block.form?.fields?.length
      ? joinParts([heading(2, block.heading), markdownText(block.intro), formMarkdown(block.form, language)])
      : "",
};

type FormFields = { fields?: readonly { label?: string | null; required?: boolean | null }[] | null };

/**
 * A form (a `form` document) as a list of its fields' labels, the required ones marked, and a
 * line saying it is filled in on the page; nothing for a form without fields, or none.
 */
const formMarkdown = (form: FormFields | null | undefined, language: Language) => {
  const { note, required } = FORM_ON_PAGE[language];
  const fields = (form?.fields ?? []).map(
    (field) => `${field.label ?? ""}${field.required ? ` (${required})` : ""}`,
  );
  return joinParts([bulletList(fields), fields.length ? note : ""]);
};

/** Table column headings in a language. */
const columns = (language: Language, ...names: (keyof (typeof TABLE_COLUMNS)[Language])[]) =>
  names.map((name) => TABLE_COLUMNS[language][name]);

type Gallery = { items?: { link?: string | null; image?: { alt?: string | null } | null }[] | null } | null;

/** A gallery of logos or pictures: its title, then each picture's words, linked where it links. */
export const galleryMarkdown = (title: string | null | undefined, gallery: Gallery | undefined) =>
  joinParts([
    heading(2, title),
    (gallery?.items ?? [])
      .filter((item) => item.image?.alt)
      .map((item) => `- ${markdownLink(markdownText(item.image?.alt), item.link)}`)
      .join("\n"),
  ]);

/** A labelled part: its label in bold, then its text. */
const labelled = (label: string | null | undefined, text: string) =>
  text ? joinParts([label ? `**${markdownText(label)}**` : "", text]) : "";

type Plan = {
  name?: string | null;
  price?: number | null;
  period?: string | null;
  features?: (string | null)[] | null;
};

/** An agent's plans as a table: name, price per period, what it includes. */
export const plansTable = (
  plans: readonly Plan[] | null | undefined,
  { language, formats }: Pick<BlockContext, "language" | "formats">,
) =>
  markdownTable(
    columns(language, "name", "price", "includes"),
    (plans ?? []).map((plan) => [
      markdownText(plan.name),
      priceText(plan.price, formatPeriod(plan.period, formats)),
      (plan.features ?? []).map(markdownText).filter(Boolean).join("; "),
    ]),
  );

/**
 * A section as Markdown, by its type. A hidden section, one of a type this does not know, or one
 * whose content is not what its type says (a malformed document) is left out: the page renders
 * what it can, and the build goes on.
 */
export function sectionMarkdown(section: unknown, context: BlockContext): string {
  if (!section || typeof section !== "object") return "";
  const { _type: type, hidden } = section as { _type?: unknown; hidden?: unknown };
  if (hidden || typeof type !== "string" || !Object.hasOwn(blockMarkdown, type)) return "";
  const render = blockMarkdown[type as Section["_type"]] as Render<Section["_type"]>;
  try {
    return render(section as Section, context);
  } catch {
    return "";
  }
}
