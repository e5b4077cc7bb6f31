// The webinar sign-up form, in English and Spanish: one field of each kind (issue 50).

type Text = { en: string; es: string };

const FORM_ID = "webinar-sign-up";
export const FORM_DOCUMENT_IDS = { en: "form-webinar-sign-up", es: "form-webinar-sign-up-es" } as const;
export const FORM_METADATA_ID = "translation-metadata-form-webinar-sign-up";
/** The privacy policy, which the consent links to, by language. */
const PRIVACY = { en: "legal-privacy-policy", es: "legal-privacy-policy-es" } as const;

type Field = {
  kind: string;
  name: string;
  label: Text;
  help?: Text;
  required?: boolean;
  pattern?: string;
  patternMessage?: Text;
  options?: { value: string; label: Text }[];
};

const FIELDS: Field[] = [
  { kind: "text", name: "fullName", label: { en: "Full name", es: "Nombre completo" }, required: true },
  { kind: "email", name: "email", label: { en: "Work e-mail", es: "Correo de trabajo" }, required: true },
  {
    kind: "phone",
    name: "phone",
    label: { en: "Phone", es: "Teléfono" },
    help: { en: "Only for a reminder on the day.", es: "Solo para recordárselo el día del webinar." },
  },
  {
    kind: "text",
    name: "inviteCode",
    label: { en: "Invite code", es: "Código de invitación" },
    help: { en: "On your invitation, e.g. AB1234.", es: "En su invitación, p. ej. AB1234." },
    pattern: "[A-Z]{2}[0-9]{4}",
    patternMessage: {
      en: "Two capital letters, then four digits (AB1234)",
      es: "Dos mayúsculas y cuatro dígitos (AB1234)",
    },
  },
  {
    kind: "select",
    name: "role",
    label: { en: "Your role", es: "Su función" },
    required: true,
    options: [
      { value: "marketing", label: { en: "Marketing", es: "Marketing" } },
      { value: "operations", label: { en: "Operations", es: "Operaciones" } },
      { value: "engineering", label: { en: "Engineering", es: "Ingeniería" } },
    ],
  },
  {
    kind: "textarea",
    name: "questions",
    label: { en: "Questions for the speakers", es: "Preguntas para los ponentes" },
  },
  {
    kind: "checkbox",
    name: "recording",
    label: { en: "Send me the recording", es: "Envíenme la grabación" },
  },
  {
    kind: "consent",
    name: "consent",
    label: {
      en: "I agree to be contacted about the webinar",
      es: "Acepto que me contacten sobre el webinar",
    },
    required: true,
  },
];

const TEXTS = {
  title: { en: "Webinar sign-up", es: "Inscripción al webinar" },
  submitLabel: { en: "Save my seat", es: "Reservar mi plaza" },
  successMessage: {
    en: "You're registered: the link is on its way to your inbox.",
    es: "Ya está inscrito: el enlace va camino de su correo.",
  },
};

const reference = (id: string) => ({ _type: "reference", _ref: id, _weak: true });

/** The form's document in `language`. */
export function webinarForm(language: "en" | "es") {
  return {
    _id: FORM_DOCUMENT_IDS[language],
    _type: "form",
    language,
    title: TEXTS.title[language],
    formId: FORM_ID,
    submitLabel: TEXTS.submitLabel[language],
    successMessage: TEXTS.successMessage[language],
    after: "message",
    fields: FIELDS.map((field) => ({
      _key: field.name,
      _type: "formField",
      kind: field.kind,
      name: field.name,
      label: field.label[language],
      required: field.required ?? false,
      ...(field.help && { help: field.help[language] }),
      ...(field.pattern && { pattern: field.pattern }),
      ...(field.patternMessage && { patternMessage: field.patternMessage[language] }),
      ...(field.options && {
        options: field.options.map((option) => ({
          _key: option.value,
          _type: "option",
          value: option.value,
          label: option.label[language],
        })),
      }),
      ...(field.kind === "consent" && { legalPage: reference(PRIVACY[language]) }),
    })),
  };
}

/** The document that links the form's two languages (@sanity/document-internationalization). */
export const webinarFormMetadata = {
  _id: FORM_METADATA_ID,
  _type: "translation.metadata",
  schemaTypes: ["form"],
  translations: (["en", "es"] as const).map((language) => ({
    _key: language,
    _type: "internationalizedArrayReferenceValue",
    language,
    value: {
      _type: "reference",
      _ref: FORM_DOCUMENT_IDS[language],
      _weak: true,
      _strengthenOnPublish: { type: "form" },
    },
  })),
};

/** The every-block page's form section, which shows the form. */
export const webinarSection = {
  _key: "form-section",
  _type: "formSection",
  hidden: false,
  anchorId: "form-section",
  heading: "Join our next webinar",
  intro: "One hour with our team on putting AI agents to work, live, with your questions answered.",
  form: { _type: "reference", _ref: FORM_DOCUMENT_IDS.en },
};
