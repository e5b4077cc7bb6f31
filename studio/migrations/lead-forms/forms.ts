// The three lead forms' texts, as a lead form section held them, made into form documents
// (issue 50): the section keeps its layout and its own texts and refers to its form.

type Texts = Record<string, unknown> & { _type?: string };
type Option = { _key: string; _type?: string; value?: string; label?: string };
/** A lead form section as it stood: which form it showed (its lead source) and that form's texts. */
export type OldSection = {
  _key: string;
  _type: "leadForm";
  form?: string;
  bannerForm?: Texts;
  contactSection?: Texts;
  contactForm?: Texts & {
    formLabels?: Record<string, string | undefined>;
    serviceOptions?: Option[];
    budgetOptions?: Option[];
    timelineOptions?: Option[];
  };
  [field: string]: unknown;
};

export const SOURCES = ["home-banner", "home-contact", "contact-page"] as const;
export type Source = (typeof SOURCES)[number];

/** The layout that shows each form as the section did. */
const LAYOUTS: Record<Source, string> = {
  "home-banner": "card",
  "home-contact": "contact-section",
  "contact-page": "contact-page",
};

/** The page whose section's texts make the form (a form used on other pages, too, takes them from it). */
export const HOME_OF: Record<Source, string> = {
  "home-banner": "index",
  "home-contact": "index",
  "contact-page": "contact",
};

const TITLES: Record<Source, Record<string, string>> = {
  "home-banner": { en: "Free assessment request", es: "Solicitud de evaluación gratuita" },
  "home-contact": { en: "Contact section form", es: "Formulario de la sección de contacto" },
  "contact-page": { en: "Contact form", es: "Formulario de contacto" },
};

const DEFAULT_SUBMIT_LABELS: Record<Source, string> = {
  "home-banner": "Get Free Assessment",
  "home-contact": "Send Message",
  "contact-page": "Send Message",
};

export const formDocumentId = (source: Source, language: string) =>
  `form-${source}${language === "en" ? "" : `-${language}`}`;
export const formMetadataId = (source: Source) => `translation-metadata-form-${source}`;

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);

type Field = {
  kind: string;
  name: string;
  label: unknown;
  /** The label the section showed by default, for one it left empty (a form's field needs one). */
  fallback: string;
  required?: boolean;
  autocomplete?: string;
  besidePrevious?: boolean;
  placeholder?: unknown;
  options?: Option[];
};

function formField(field: Field) {
  return {
    _key: field.name,
    _type: "formField",
    kind: field.kind,
    name: field.name,
    label: text(field.label) ?? field.fallback,
    required: field.required ?? false,
    ...(field.autocomplete && { autocomplete: field.autocomplete }),
    ...(field.besidePrevious && { besidePrevious: true }),
    ...(text(field.placeholder) && { placeholder: field.placeholder }),
    ...(field.options && {
      options: field.options.map((option) => ({ ...option, _type: "option" })),
    }),
  };
}

const nameAndEmail = (texts: Texts, emailBeside: boolean): Field[] => [
  {
    kind: "text",
    name: "name",
    label: texts.nameLabel,
    fallback: "Your Name",
    required: true,
    autocomplete: "name",
  },
  {
    kind: "email",
    name: "email",
    label: texts.emailLabel,
    fallback: "Email Address",
    required: true,
    autocomplete: "email",
    besidePrevious: emailBeside,
  },
];

/** The form's fields and texts, from the section's texts of it. */
function formOf(section: OldSection, source: Source) {
  if (source === "home-banner") {
    const texts = section.bannerForm ?? {};
    return {
      texts,
      fields: [
        ...nameAndEmail(texts, true),
        {
          kind: "text",
          name: "company",
          label: texts.companyLabel,
          fallback: "Company Name",
          autocomplete: "organization",
          besidePrevious: true,
        },
        {
          kind: "textarea",
          name: "goals",
          label: texts.goalsLabel,
          fallback: "What would you like to automate?",
        },
      ],
    };
  }
  if (source === "home-contact") {
    const texts = section.contactSection ?? {};
    return {
      texts,
      fields: [
        ...nameAndEmail(texts, false),
        {
          kind: "textarea",
          name: "project",
          label: texts.projectLabel,
          fallback: "Tell us about your project",
        },
      ],
    };
  }
  const texts = section.contactForm ?? {};
  const labels = texts.formLabels ?? {};
  const select = (name: string, fallback: string, options: Option[] | undefined, beside = false): Field => ({
    kind: "select",
    name,
    label: labels[name],
    fallback,
    placeholder: labels.choose,
    options: options ?? [],
    besidePrevious: beside,
  });
  return {
    texts,
    successSeconds: 5,
    fields: [
      {
        kind: "text",
        name: "firstName",
        label: labels.firstName,
        fallback: "First Name",
        required: true,
        autocomplete: "given-name",
      },
      {
        kind: "text",
        name: "lastName",
        label: labels.lastName,
        fallback: "Last Name",
        required: true,
        autocomplete: "family-name",
        besidePrevious: true,
      },
      {
        kind: "email",
        name: "email",
        label: labels.email,
        fallback: "Email",
        required: true,
        autocomplete: "email",
      },
      {
        kind: "text",
        name: "company",
        label: labels.company,
        fallback: "Company",
        autocomplete: "organization",
        besidePrevious: true,
      },
      select("service", "Service of Interest", texts.serviceOptions),
      { kind: "textarea", name: "message", label: labels.message, fallback: "Message", required: true },
      select("budget", "Budget", texts.budgetOptions),
      select("timeline", "Timeline", texts.timelineOptions, true),
    ] satisfies Field[],
  };
}

/** The form document the section's texts make, in `language`. */
export function leadFormDocument(section: OldSection, source: Source, language: string) {
  const { texts, fields, successSeconds } = { successSeconds: undefined, ...formOf(section, source) };
  return {
    _id: formDocumentId(source, language),
    _type: "form",
    language,
    title: TITLES[source][language] ?? TITLES[source].en,
    formId: source,
    delivery: "lead",
    // A form's button needs a label: the section's, else the one it showed by default.
    submitLabel: text(texts.submitLabel) ?? DEFAULT_SUBMIT_LABELS[source],
    ...(text(texts.submittingLabel) && { submittingLabel: texts.submittingLabel }),
    ...(text(texts.successMessage) && { successMessage: texts.successMessage }),
    ...(successSeconds && { successSeconds }),
    after: "message",
    fields: fields.map(formField),
  };
}

const pick = (texts: Texts | undefined, names: string[]) =>
  Object.fromEntries(names.flatMap((name) => (texts?.[name] === undefined ? [] : [[name, texts[name]]])));

/** The section as it is now: its layout, its own texts and a reference to its form. */
export function leadFormSection(section: OldSection, source: Source, language: string) {
  const { form: _form, bannerForm, contactSection, contactForm, ...rest } = section;
  const own =
    source === "home-banner"
      ? { title: bannerForm?.title, intro: bannerForm?.text }
      : source === "home-contact"
        ? { title: contactSection?.title, intro: contactSection?.intro }
        : {
            title: contactForm?.formTitle,
            contactPage: pick(contactForm, [
              "detailsTitle",
              "detailsText",
              "scheduleTitle",
              "scheduleText",
              "scheduleCta",
              "privacyNote",
              "privacyLinkText",
            ]),
          };
  return {
    ...rest,
    layout: LAYOUTS[source],
    form: { _type: "reference", _ref: formDocumentId(source, language) },
    ...Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined)),
  };
}

/** A translation of the form, in its metadata document (@sanity/document-internationalization). */
export const translationEntry = (source: Source, language: string) => ({
  _key: language,
  _type: "internationalizedArrayReferenceValue",
  language,
  value: {
    _type: "reference",
    _ref: formDocumentId(source, language),
    _weak: true,
    _strengthenOnPublish: { type: "form" },
  },
});
