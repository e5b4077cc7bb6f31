import { readFileSync } from "node:fs";
import type { SanityDocumentLike as Doc } from "sanity";
import { describe, expect, it } from "vitest";
import { parseNdjson } from "../../../content/ndjson";
import { paths } from "../../../content/paths";
import { migrateDocuments } from "../../../scripts/tools/migrate-documents";
import { formDocumentId, formMetadataId, SOURCES } from "./forms";
import migration from "./index";

// The migration over the home and contact pages as they stood, in English and Spanish (each
// lead form section showing a form by its name, with that form's texts), run as `npm run
// content:migrate` runs it.

const page = (id: string, slug: string, language: string, sections: object[]): Doc => ({
  _id: id,
  _type: "page",
  language,
  slug: { _type: "slug", current: slug },
  sections,
});
const option = (value: string, label: string) => ({ _key: value, _type: "option", value, label });

const banner = (language: "en" | "es") => ({
  _key: "assessment",
  _type: "leadForm",
  form: "home-banner",
  bannerForm: {
    title: { en: "Get Your Free Assessment", es: "Obtenga su evaluación" }[language],
    text: { en: "Tell us your goals.", es: "Cuéntenos sus objetivos." }[language],
    nameLabel: { en: "Your Name", es: "Su nombre" }[language],
    emailLabel: { en: "Email Address", es: "Correo electrónico" }[language],
    companyLabel: { en: "Company Name", es: "Nombre de la empresa" }[language],
    goalsLabel: { en: "What would you like to automate?", es: "¿Qué le gustaría automatizar?" }[language],
    submitLabel: { en: "Get Free Assessment", es: "Obtener evaluación" }[language],
    successMessage: { en: "Thank you!", es: "¡Gracias!" }[language],
  },
});
const contactSection = (language: "en" | "es", projectLabel?: string) => ({
  _key: "contact",
  _type: "leadForm",
  anchorId: "contact",
  form: "home-contact",
  contactSection: {
    title: { en: "Ready to Automate?", es: "¿Listo para automatizar?" }[language],
    intro: { en: "Tell us about your project.", es: "Cuéntenos sobre su proyecto." }[language],
    nameLabel: { en: "Your Name", es: "Su nombre" }[language],
    emailLabel: { en: "Email Address", es: "Correo electrónico" }[language],
    projectLabel:
      projectLabel ?? { en: "Tell us about your project", es: "Cuéntenos sobre su proyecto" }[language],
    submitLabel: { en: "Send Message", es: "Enviar mensaje" }[language],
    successMessage: { en: "Message sent.", es: "Mensaje enviado." }[language],
  },
});
const contactForm = (language: "en" | "es") => ({
  _key: "contact-form",
  _type: "leadForm",
  anchorId: "contact-form",
  form: "contact-page",
  contactForm: {
    detailsTitle: { en: "Get in Touch", es: "Póngase en contacto" }[language],
    detailsText: { en: "Reach us directly.", es: "Comuníquese con nosotros." }[language],
    formTitle: { en: "Send Us a Message", es: "Envíenos un mensaje" }[language],
    formLabels: {
      firstName: { en: "First Name", es: "Nombre" }[language],
      lastName: { en: "Last Name", es: "Apellido" }[language],
      email: { en: "Email", es: "Correo electrónico" }[language],
      company: { en: "Company", es: "Empresa" }[language],
      service: { en: "Service of Interest", es: "Servicio de interés" }[language],
      message: { en: "Message", es: "Mensaje" }[language],
      budget: { en: "Budget", es: "Presupuesto" }[language],
      timeline: { en: "Timeline", es: "Plazo" }[language],
      choose: { en: "Select an option", es: "Seleccione una opción" }[language],
    },
    serviceOptions: [option("ai-agents", { en: "AI Agents", es: "Agentes de IA" }[language])],
    budgetOptions: [option("under-5k", { en: "Under $5,000", es: "Menos de $5,000" }[language])],
    timelineOptions: [option("asap", { en: "ASAP", es: "Lo antes posible" }[language])],
    submitLabel: { en: "Send Message", es: "Enviar mensaje" }[language],
    submittingLabel: { en: "Sending Message...", es: "Enviando mensaje..." }[language],
    successMessage: { en: "Message sent.", es: "Mensaje enviado." }[language],
    privacyNote: { en: "Read our Privacy Policy.", es: "Lea nuestra Política de privacidad." }[language],
    privacyLinkText: { en: "Privacy Policy", es: "Política de privacidad" }[language],
    scheduleTitle: { en: "Prefer to Talk?", es: "¿Prefiere conversarlo?" }[language],
    scheduleText: { en: "Book a call.", es: "Reserve una llamada." }[language],
    scheduleCta: {
      _type: "cta",
      label: { en: "Schedule Now", es: "Reservar" }[language],
      href: paths.contact,
    },
  },
});

const before: Doc[] = [
  page("page-home", "index", "en", [{ _key: "hero", _type: "hero" }, banner("en"), contactSection("en")]),
  page("page-home-es", "index", "es", [banner("es"), contactSection("es")]),
  page("page-contact", "contact", "en", [contactForm("en")]),
  page("page-contact-es", "contact", "es", [contactForm("es")]),
];

type Field = {
  _key: string;
  kind: string;
  name: string;
  label: string;
  required: boolean;
  placeholder?: string;
};
const byId = (documents: Doc[], id: string) => {
  const found = documents.find((doc) => doc._id === id);
  if (!found) throw new Error(`No document ${id}`);
  return found;
};
const sectionsOf = (documents: Doc[], id: string) =>
  byId(documents, id).sections as Record<string, unknown>[];
const fieldsOf = (documents: Doc[], id: string) => byId(documents, id).fields as Field[];
const labelOf = (documents: Doc[], id: string, name: string) =>
  fieldsOf(documents, id).find((field) => field.name === name)?.label;

describe("the lead-forms migration", () => {
  it("makes each section a layout, a reference to its form and its own texts", async () => {
    const after = await migrateDocuments(migration, before);
    expect(sectionsOf(after, "page-home")).toEqual([
      { _key: "hero", _type: "hero" },
      {
        _key: "assessment",
        _type: "leadForm",
        layout: "card",
        form: { _type: "reference", _ref: "form-home-banner" },
        title: "Get Your Free Assessment",
        intro: "Tell us your goals.",
      },
      {
        _key: "contact",
        _type: "leadForm",
        anchorId: "contact",
        layout: "contact-section",
        form: { _type: "reference", _ref: "form-home-contact" },
        title: "Ready to Automate?",
        intro: "Tell us about your project.",
      },
    ]);
    expect(sectionsOf(after, "page-contact-es")).toEqual([
      {
        _key: "contact-form",
        _type: "leadForm",
        anchorId: "contact-form",
        layout: "contact-page",
        form: { _type: "reference", _ref: "form-contact-page-es" },
        title: "Envíenos un mensaje",
        contactPage: {
          detailsTitle: "Póngase en contacto",
          detailsText: "Comuníquese con nosotros.",
          scheduleTitle: "¿Prefiere conversarlo?",
          scheduleText: "Reserve una llamada.",
          scheduleCta: { _type: "cta", label: "Reservar", href: paths.contact },
          privacyNote: "Lea nuestra Política de privacidad.",
          privacyLinkText: "Política de privacidad",
        },
      },
    ]);
    expect(
      sectionsOf(after, "page-home-es").map((section) => (section.form as { _ref: string })._ref),
    ).toEqual(["form-home-banner-es", "form-home-contact-es"]);
  });

  it("makes the three lead forms form documents that send leads, in English and Spanish, with the sections' labels", async () => {
    const after = await migrateDocuments(migration, before);
    const forms = after.filter((doc) => doc._type === "form");
    expect(forms.map((doc) => [doc._id, doc.language, doc.formId, doc.delivery]).sort()).toEqual(
      [
        ["form-contact-page", "en", "contact-page", "lead"],
        ["form-contact-page-es", "es", "contact-page", "lead"],
        ["form-home-banner", "en", "home-banner", "lead"],
        ["form-home-banner-es", "es", "home-banner", "lead"],
        ["form-home-contact", "en", "home-contact", "lead"],
        ["form-home-contact-es", "es", "home-contact", "lead"],
      ].sort(),
    );
    const names = (id: string) => fieldsOf(after, id).map((field) => field.name);
    expect(names("form-home-banner")).toEqual(["name", "email", "company", "goals"]);
    expect(names("form-home-contact")).toEqual(["name", "email", "project"]);
    expect(names("form-contact-page-es")).toEqual([
      "firstName",
      "lastName",
      "email",
      "company",
      "service",
      "message",
      "budget",
      "timeline",
    ]);

    // Labels, button and message: the old section's texts, in the form's language.
    expect(fieldsOf(after, "form-home-banner-es").map((field) => field.label)).toEqual([
      "Su nombre",
      "Correo electrónico",
      "Nombre de la empresa",
      "¿Qué le gustaría automatizar?",
    ]);
    expect(byId(after, "form-home-banner")).toMatchObject({
      submitLabel: "Get Free Assessment",
      successMessage: "Thank you!",
      after: "message",
    });
    expect(labelOf(after, "form-home-contact-es", "project")).toBe("Cuéntenos sobre su proyecto");
    expect(fieldsOf(after, "form-home-contact").map((field) => field.required)).toEqual([true, true, false]);

    // The contact page's form: its selects with the old choices and "choose" as their
    // placeholder, its required fields, and its success message for 5 s.
    const contact = byId(after, "form-contact-page-es");
    expect(contact).toMatchObject({
      submitLabel: "Enviar mensaje",
      submittingLabel: "Enviando mensaje...",
      successMessage: "Mensaje enviado.",
      successSeconds: 5,
    });
    const selects = fieldsOf(after, "form-contact-page-es").filter((field) => field.kind === "select");
    expect(selects.map((field) => [field.name, field.label, field.placeholder])).toEqual([
      ["service", "Servicio de interés", "Seleccione una opción"],
      ["budget", "Presupuesto", "Seleccione una opción"],
      ["timeline", "Plazo", "Seleccione una opción"],
    ]);
    expect(selects[0]).toMatchObject({
      options: [{ _key: "ai-agents", _type: "option", value: "ai-agents", label: "Agentes de IA" }],
    });
    expect(
      fieldsOf(after, "form-contact-page")
        .filter((field) => field.required)
        .map((field) => field.name),
    ).toEqual(["firstName", "lastName", "email", "message"]);
    expect(byId(after, "form-home-contact").successSeconds).toBeUndefined();
  });

  it("links each form's English and Spanish documents as translations", async () => {
    const after = await migrateDocuments(migration, before);
    for (const source of SOURCES) {
      const metadata = byId(after, formMetadataId(source));
      expect(metadata).toMatchObject({ _type: "translation.metadata", schemaTypes: ["form"] });
      const translations = metadata.translations as {
        _key: string;
        language: string;
        value: { _ref: string };
      }[];
      expect(translations.map((entry) => [entry._key, entry.language, entry.value._ref])).toEqual([
        ["en", "en", formDocumentId(source, "en")],
        ["es", "es", formDocumentId(source, "es")],
      ]);
    }
  });

  it("keeps the home page's labels for a form another page shows too, whatever the documents' order", async () => {
    const everyBlock = page("page-every-block", "every-block", "en", [
      {
        ...contactSection("en", "What would you like to automate?"),
        _key: "lead-form",
        anchorId: "lead-form",
      },
    ]);
    for (const documents of [
      [everyBlock, ...before],
      [...before, everyBlock],
    ]) {
      const after = await migrateDocuments(migration, documents);
      expect(labelOf(after, "form-home-contact", "project")).toBe("Tell us about your project");
      expect(sectionsOf(after, "page-every-block")).toEqual([
        {
          _key: "lead-form",
          _type: "leadForm",
          anchorId: "lead-form",
          layout: "contact-section",
          form: { _type: "reference", _ref: "form-home-contact" },
          title: "Ready to Automate?",
          intro: "Tell us about your project.",
        },
      ]);
      // The home page's English form is linked once.
      const metadata = byId(after, formMetadataId("home-contact"));
      expect((metadata.translations as { language: string }[]).map((entry) => entry.language)).toEqual([
        "en",
        "es",
      ]);
    }
  });

  it("takes a form from the published page's first section showing it, and links it once", async () => {
    const twice = page("page-home", "index", "en", [
      contactSection("en"),
      { ...contactSection("en", "Anything else?"), _key: "contact-2" },
    ]);
    const draft = { ...twice, _id: "drafts.page-home", sections: [contactSection("en", "A draft label")] };
    const after = await migrateDocuments(migration, [twice, draft, ...before.slice(1)]);
    expect(labelOf(after, "form-home-contact", "project")).toBe("Tell us about your project");
    expect(sectionsOf(after, "page-home").map((section) => (section.form as { _ref: string })._ref)).toEqual([
      "form-home-contact",
      "form-home-contact",
    ]);
    expect(sectionsOf(after, "drafts.page-home")[0].form).toEqual({
      _type: "reference",
      _ref: "form-home-contact",
    });
    const metadata = byId(after, formMetadataId("home-contact"));
    expect((metadata.translations as { language: string }[]).map((entry) => entry.language)).toEqual([
      "en",
      "es",
    ]);
  });

  it("does nothing a second time", async () => {
    const once = await migrateDocuments(migration, before);
    expect(await migrateDocuments(migration, once)).toEqual(once);
  });

  it("has been run over the bundled dataset", async () => {
    const seed = parseNdjson(readFileSync("studio/seed/production.ndjson", "utf8"), "production.ndjson");
    expect(await migrateDocuments(migration, seed)).toEqual(seed);
    expect(seed.some((doc) => doc._id === "form-contact-page-es")).toBe(true);
  });
});
