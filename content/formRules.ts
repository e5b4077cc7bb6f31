// The rules of a form made in the content (schemas/documents/form.ts), which the Studio's
// validation and the site's form (blocks/form-section/) both follow.

/** The kinds of field a form can have, in the order the Studio lists them (their titles: schemas/objects/formField.ts). */
export const FORM_FIELD_KINDS = [
  "text",
  "email",
  "phone",
  "textarea",
  "select",
  "checkbox",
  "consent",
] as const;

export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

/** Whether a field is a checkbox (its value true or false), not a text. */
export const isTicked = (kind: FormFieldKind | undefined) => kind === "checkbox" || kind === "consent";

/**
 * The visitor's details a field may ask for, as HTML's autofill tokens: the browser offers what
 * it knows, and a required one says which detail is missing (validateForm).
 */
export const AUTOFILL_TOKENS = [
  "name",
  "given-name",
  "family-name",
  "email",
  "tel",
  "organization",
  "organization-title",
  "url",
  "country-name",
  "postal-code",
  "off",
] as const;

export type AutofillToken = (typeof AUTOFILL_TOKENS)[number];

/** Where a form's submissions go (its `delivery`; their titles: schemas/documents/form.ts). */
export const FORM_DELIVERIES = ["submission", "lead"] as const;

export type FormDelivery = (typeof FORM_DELIVERIES)[number];

/** The lead forms the backend knows (openapi.yaml's LeadSource): a form that sends leads has one of these ids. */
export const LEAD_SOURCES = ["home-banner", "home-contact", "contact-page"] as const;

export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The fields a lead may carry (openapi.yaml's ContactRequest), all text. */
export const LEAD_FIELD_NAMES = [
  "email",
  "name",
  "firstName",
  "lastName",
  "company",
  "goals",
  "project",
  "service",
  "budget",
  "timeline",
  "message",
] as const;

/** A field that a lead can carry: one of its names, with a text (a checkbox is no lead's). */
export const isLeadField = ({ kind, name }: { kind: FormFieldKind; name: string }) =>
  !isTicked(kind) && (LEAD_FIELD_NAMES as readonly string[]).includes(name);

export const isLeadSource = (id: string): id is LeadSource =>
  (LEAD_SOURCES as readonly string[]).includes(id);

/** A form's id, in its submissions' address (openapi.yaml's FormId): lowercase words joined by hyphens. */
const FORM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A field's name, its control's name attribute and its key in a submission: a letter, then letters, digits or _. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * The name of every form's trap field (web/features/content-forms/TrapField.tsx): one a bot expects on
 * a contact form and fills. No field of a content form may take it.
 */
export const LEAD_TRAP_FIELD = "website";

/** A phone number as people write one: digits with + ( ) - . and spaces, at least 6 digits. */
const PHONE = /^\+?[\d\s().-]+$/;
const PHONE_MIN_DIGITS = 6;

/** What is wrong with a form id, or null. */
export function formIdProblem(id: string): string | null {
  return FORM_ID.test(id) ? null : "Lowercase letters and digits, words joined by hyphens (webinar-sign-up)";
}

/** What is wrong with a field's name, or null. */
export function fieldNameProblem(name: string): string | null {
  if (!FIELD_NAME.test(name)) return "A letter, then letters, digits or _ (fullName, company_size)";
  if (name === LEAD_TRAP_FIELD) return `"${name}" is kept for the form's spam trap: choose another name`;
  return null;
}

/** The names that more than one field of a form has. */
export function repeatedNames(names: readonly string[]): string[] {
  return [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
}

/** Longer patterns are refused: a field's format fits in far fewer characters. */
const PATTERN_MAX_LENGTH = 200;

/**
 * Whether a pattern repeats a group that itself repeats (`(a+)+`, `(\w*\s?)*`): such a pattern
 * can keep a visitor's browser busy for minutes on a text of a few dozen characters. Escapes and
 * character classes are skipped; a group's own repetition is `*`, `+` or `{n,}`-like braces.
 */
export function repeatsRepetition(pattern: string): boolean {
  const groups: boolean[] = [];
  let closed = false;
  let inside = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === "\\") {
      i++;
      closed = false;
      continue;
    }
    if (char === "[") {
      while (i < pattern.length && pattern[i] !== "]") i += pattern[i] === "\\" ? 2 : 1;
      closed = false;
      continue;
    }
    if (char === "(") groups.push(false);
    if (char === ")") {
      inside = groups.pop() ?? false;
      closed = true;
      continue;
    }
    if (char === "*" || char === "+" || char === "{") {
      if (closed && inside) return true;
      groups.fill(true);
    }
    closed = false;
  }
  return false;
}

/** What is wrong with a text field's pattern, or null. */
export function patternProblem(pattern: string): string | null {
  if (pattern.length > PATTERN_MAX_LENGTH) return `At most ${PATTERN_MAX_LENGTH} characters`;
  try {
    new RegExp(pattern, "u");
  } catch {
    return "Not a valid regular expression";
  }
  return repeatsRepetition(pattern)
    ? "A repeated group that itself repeats, such as (a+)+, can freeze a visitor's browser: repeat the group or its inside, not both"
    : null;
}

/** The pattern as a whole-value check; null when it is not one a form may use (`patternProblem`). */
export function patternOf(pattern: string): RegExp | null {
  return patternProblem(pattern) ? null : new RegExp(`^(?:${pattern})$`, "u");
}

export function looksLikePhone(value: string): boolean {
  const trimmed = value.trim();
  return PHONE.test(trimmed) && trimmed.replace(/\D/g, "").length >= PHONE_MIN_DIGITS;
}
