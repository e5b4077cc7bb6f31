import { describe, expect, it } from "vitest";
import type { Section } from "#blocks/types.ts";
import { paths } from "#content/paths.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { sectionMarkdown, type BlockContext } from "./blocks";

const en: BlockContext = { language: "en", formats: messagesIn("en").formats, atTop: false };
const es: BlockContext = { language: "es", formats: messagesIn("es").formats, atTop: false };
const heading = { eyebrow: "Eyebrow", title: "Section title", intro: "Section intro." };
const text = (words: string) => [
  {
    _type: "block",
    _key: words,
    style: "normal",
    markDefs: [],
    children: [{ _type: "span", _key: "s", text: words, marks: [] }],
  },
];
/** A block's content as a test writes it: only the fields its Markdown reads. */
const section = (fields: Record<string, unknown>) =>
  ({ _key: "k", hidden: false, ...fields }) as unknown as Section;
const plan = (name: string, price: number) => ({ name, price, period: "month", features: ["A", "B"] });

describe("sectionMarkdown", () => {
  it("writes a hero's headline as the page's title when it opens the page, with its buttons and stats", () => {
    const hero = section({
      _type: "hero",
      headline: "Automate it",
      text: "Hero text.",
      primaryCta: { label: "Book", href: "/page-two" },
      secondaryCta: null,
      stats: [{ value: "10x", label: "faster" }],
    });
    expect(sectionMarkdown(hero, { ...en, atTop: true })).toBe(
      "# Automate it\n\nHero text.\n\n[Book](/page-two)\n\n- 10x faster",
    );
    expect(sectionMarkdown(hero, en)).toMatch(/^## Automate it\n/);
  });

  it("writes a section's heading as h2 with its intro, and a rich text's body", () => {
    expect(sectionMarkdown(section({ _type: "richText", heading, body: text("Body words.") }), en)).toBe(
      "## Section title\n\nSection intro.\n\nBody words.",
    );
  });

  it("writes consulting packages and add-ons as tables with their prices, in the page's language", () => {
    const block = section({
      _type: "consultingPackages",
      heading,
      packages: [
        {
          name: "Audit",
          price: 2537,
          priceDetail: "one-time",
          description: "Look.",
          features: ["Map", "Plan"],
        },
      ],
      hideAddOns: false,
      addOnsHeading: { title: "Add-ons" },
      fromLabel: "Desde",
      addOns: [{ name: "Support", price: 500, period: "month", fromPrice: true, description: "Help." }],
    });
    expect(sectionMarkdown(block, es)).toBe(
      [
        "## Section title",
        "",
        "Section intro.",
        "",
        "| Nombre | Precio | Detalles | Incluye |",
        "| --- | --- | --- | --- |",
        "| Audit | $2,537 one-time | Look. | Map; Plan |",
        "",
        "### Add-ons",
        "",
        "| Nombre | Precio | Detalles |",
        "| --- | --- | --- |",
        "| Support | Desde $500/mes | Help. |",
      ].join("\n"),
    );
    expect(sectionMarkdown({ ...block, hideAddOns: true } as Section, en)).not.toContain("Support");
  });

  it("writes each agent's plans as a table under a link to the agent", () => {
    const block = section({
      _type: "agentPlans",
      heading,
      agents: [
        { name: "Data Analyst", slug: "data-analyst", plans: [plan("Starter", 199), plan("Pro", 1299)] },
      ],
    });
    expect(sectionMarkdown(block, es)).toContain(
      [
        `### [Data Analyst](${localizedPath(paths.agent("data-analyst"), "es")})`,
        "",
        "| Nombre | Precio | Incluye |",
        "| --- | --- | --- |",
        "| Starter | $199/mes | A; B |",
        "| Pro | $1,299/mes | A; B |",
      ].join("\n"),
    );
  });

  it("writes the agents grid as a table of links, what each is best for and its from-price", () => {
    const block = section({
      _type: "agentsGrid",
      heading,
      labels: { bestForLabel: "Best for", fromLabel: "From" },
      agents: [
        {
          name: "SEO Specialist",
          slug: "seo-specialist",
          bestFor: "Shops",
          fromPrice: 436,
          fromPeriod: "month",
        },
      ],
    });
    expect(sectionMarkdown(block, en)).toContain(
      `| Name | Best for | From |\n| --- | --- | --- |\n| [SEO Specialist](${paths.agent("seo-specialist")}) | Shops | $436/month |`,
    );
  });

  it.each([
    [
      "iconCards",
      { cards: [{ title: "Card", badge: "5+ years", description: "Card text." }] },
      ["### Card", "5+ years", "Card text."],
    ],
    ["statsRow", { stats: [{ value: "98%", label: "satisfied" }] }, ["- 98% satisfied"]],
    ["faq", { items: [{ question: "Why?", answer: text("Because.") }] }, ["### Why?\n\nBecause."]],
    [
      "servicesGrid",
      { services: [{ title: "Service", description: "Does.", tools: ["Zapier"] }] },
      ["### Service", "- Zapier"],
    ],
    [
      "caseStudies",
      {
        labels: { challenge: "Challenge", solution: "Solution", results: "Results" },
        caseStudies: [
          {
            company: "Acme",
            industry: "Retail",
            keyResult: { value: "3x", label: "sales" },
            challenge: "Slow.",
            solution: "Agents.",
            results: ["Fast"],
          },
        ],
      },
      ["### Acme", "**3x** sales", "**Challenge**\n\nSlow.", "**Results**\n\n- Fast"],
    ],
    [
      "processSteps",
      {
        steps: [
          { title: "Discover", description: "We listen." },
          { title: "Build", description: "We make." },
        ],
      },
      ["1. **Discover**: We listen.\n2. **Build**: We make."],
    ],
    [
      "imageText",
      { body: text("Image words."), cta: { label: "Go", href: "/page-two" } },
      ["Image words.", "[Go](/page-two)"],
    ],
    [
      "latestInsights",
      { posts: [{ title: "A post", slug: "a-post", excerpt: "About it." }] },
      [`- [A post](${paths.post("a-post")}): About it.`],
    ],
  ])("writes a %s section under its heading", (type, fields, expected) => {
    const markdown = sectionMarkdown(section({ _type: type, heading, ...fields }), en);
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    for (const part of expected) expect(markdown).toContain(part);
  });

  it("writes a call-to-action band, a testimonial and a gallery's linked images", () => {
    const cta = section({
      _type: "ctaBand",
      heading: "Ready?",
      text: "Talk.",
      primaryCta: { label: "Book", href: "/page-two" },
    });
    expect(sectionMarkdown(cta, en)).toBe("## Ready?\n\nTalk.\n\n[Book](/page-two)");
    const quote = section({
      _type: "testimonial",
      quote: "Great.",
      name: "Maya",
      role: "Director",
      company: "Helix",
    });
    expect(sectionMarkdown(quote, en)).toBe("> Great.\n\nMaya, Director, Helix");
    const gallery = section({
      _type: "imageGallery",
      title: "Clients",
      gallery: {
        items: [
          { link: "/page-two", image: { alt: "Acme" } },
          { link: null, image: { alt: null } },
        ],
      },
    });
    expect(sectionMarkdown(gallery, en)).toBe("## Clients\n\n- [Acme](/page-two)");
  });

  it("leaves out a hidden section, an unknown type and a malformed block, and goes on", () => {
    expect(sectionMarkdown(section({ _type: "richText", hidden: true, heading, body: [] }), en)).toBe("");
    expect(sectionMarkdown(section({ _type: "mystery", heading }), en)).toBe("");
    expect(sectionMarkdown(section({ _type: "toString" }), en)).toBe("");
    expect(sectionMarkdown(null, en)).toBe("");
    // Cards that are not a list: the block's renderer throws, and the section is left out.
    expect(sectionMarkdown(section({ _type: "iconCards", heading, cards: 42 }), en)).toBe("");
  });

  it("writes a form's fields as a list, then says the form is on the page, in the page's language", () => {
    const fields = [
      { label: "Full name", required: true },
      { label: "Company", required: false },
    ];
    const form = section({ _type: "formSection", heading: "Join us", intro: "Sign up.", form: { fields } });
    expect(sectionMarkdown(form, en)).toBe(
      "## Join us\n\nSign up.\n\n- Full name (required)\n- Company\n\nThis form is filled in and sent on the page.",
    );
    expect(sectionMarkdown(form, es)).toContain("- Full name (obligatorio)\n- Company\n\nEste formulario");
    // As on the page: without its form, or a form without fields, the section shows nothing.
    expect(sectionMarkdown(section({ _type: "formSection", heading: "Join us", form: null }), en)).toBe("");
    expect(
      sectionMarkdown(section({ _type: "formSection", heading: "Join us", form: { fields: [] } }), en),
    ).toBe("");
  });
  describe("a lead form", () => {
    const form = {
      formId: "home-contact",
      fields: [
        { label: "Your Name", required: true },
        { label: "Tell us about your project", required: false },
      ],
    };
    const fields =
      "- Your Name (required)\n- Tell us about your project\n\nThis form is filled in and sent on the page.";
    const details = { contactEmail: "hello@example.com", contactPhone: "+1 555", phoneHours: "9-5" };
    const contactList = "- [hello@example.com](mailto:hello@example.com)\n- +1 555 · 9-5";
    const lead = (fields: Record<string, unknown>) => section({ _type: "leadForm", form, ...fields });
    const contactPage = {
      detailsTitle: "Get in touch",
      detailsText: "Call us.",
      scheduleTitle: "Rather talk?",
      scheduleText: "Book a call.",
      scheduleCta: { label: "Schedule", href: "/page-two" },
      privacyNote: "We respect your privacy.",
    };

    it("in a card: its title, text and form's fields, no contact details", () => {
      const banner = lead({ layout: "card", title: "Free assessment", intro: "Ask us." });
      expect(sectionMarkdown(banner, { ...en, contact: details })).toBe(
        `## Free assessment\n\nAsk us.\n\n${fields}`,
      );
    });

    it("as a contact section: its title and text, the site's contact details, then its form", () => {
      const block = lead({ layout: "contact-section", title: "Write to us", intro: "We reply." });
      expect(sectionMarkdown(block, { ...en, contact: details })).toBe(
        `## Write to us\n\nWe reply.\n\n${contactList}\n\n${fields}`,
      );
      expect(sectionMarkdown(block, en)).toBe(`## Write to us\n\nWe reply.\n\n${fields}`);
    });

    it("as the contact page: the details panel with the contact details, the schedule box, then the form under its title", () => {
      const block = lead({ layout: "contact-page", title: "Message us", contactPage });
      expect(sectionMarkdown(block, { ...en, contact: details })).toBe(
        [
          "## Get in touch",
          "Call us.",
          contactList,
          "## Rather talk?",
          "Book a call.",
          "[Schedule](/page-two)",
          "## Message us",
          fields,
        ].join("\n\n"),
      );
      const noSchedule = { ...contactPage, scheduleTitle: null, scheduleCta: null };
      expect(sectionMarkdown(lead({ layout: "contact-page", contactPage: noSchedule }), en)).not.toContain(
        "Book a call.",
      );
    });

    it("in the page's language, and without its form (none, or missing) keeps the rest", () => {
      const block = lead({ layout: "card", title: "Evaluación", form: null });
      expect(sectionMarkdown(block, es)).toBe("## Evaluación");
      expect(sectionMarkdown(lead({ layout: "card", title: "Evaluación" }), es)).toContain(
        "- Your Name (obligatorio)\n- Tell us about your project\n\nEste formulario",
      );
      const contact = lead({ layout: "contact-section", title: "Write to us", form: null });
      expect(sectionMarkdown(contact, { ...en, contact: details })).toBe(`## Write to us\n\n${contactList}`);
    });

    it("with no layout it knows shows nothing, as the page does", () => {
      expect(sectionMarkdown(lead({ title: "Write to us" }), en)).toBe("");
      expect(sectionMarkdown(lead({ layout: "sideways", title: "Write to us" }), en)).toBe("");
    });
  });
});
