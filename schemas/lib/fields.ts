import type { defineField, ImageRule, StringRule } from "sanity";
import { iconNames } from "../iconNames";
import { LANGUAGES } from "../../content/locales";
import { field } from "./define";
import { imageOptions, type MediaTag } from "./mediaTags";

// Written with ./define.ts's `field`, typed as Sanity's defineField (the same identity function)
// but without Sanity's runtime: the blocks' schemas use these helpers too, and the site's bundle
// reaches those (blocks/registry.ts).
const defineSiteField = field as unknown as typeof defineField;

const knownIcons: readonly string[] = iconNames;

/**
 * The `icon` field (a Lucide name from the fixed list). `where` says where the icon is
 * drawn on the site, e.g. "Icon on the service card on the home page."
 */
export const iconField = (where: string) =>
  defineSiteField({
    name: "icon",
    title: "Icon",
    type: "string",
    description: `${where} Pick one of the icons the site can draw.`,
    options: { list: [...iconNames] },
    validation: (rule) =>
      rule
        .custom(
          (value?: string) =>
            !value ||
            knownIcons.includes(value) ||
            "The site does not know this icon and shows a neutral one",
        )
        .warning(),
  });

/** The `order` field; `where` names the lists it sorts, e.g. "the add-ons on /pricing". */
export const orderField = (where: string) =>
  defineSiteField({
    name: "order",
    title: "Order",
    type: "number",
    description: `Position in ${where}; lower numbers come first. Not shown.`,
  });

/**
 * A short site text (a heading, label or button text) with today's wording as its initial
 * value; `where` says where it appears on the site. Required unless `optional` is set:
 * the site shows nothing in its place when it is empty.
 */
export const labelField = (
  name: string,
  title: string,
  where: string,
  initialValue: string,
  { optional = false, group }: { optional?: boolean; group?: string } = {},
) =>
  defineSiteField({
    name,
    title,
    type: "string",
    description: where,
    initialValue,
    ...(group ? { group } : {}),
    ...(optional ? {} : { validation: (rule: StringRule) => rule.required() }),
  });

/**
 * The fields the forms ask people for (the account pages', the dashboard's profile form, the
 * contact form): the title in the Studio, what the field is, its default label.
 */
const PERSON_FIELDS = {
  firstName: ["First name label", "first-name field", "First Name"],
  lastName: ["Last name label", "last-name field", "Last Name"],
  email: ["E-mail label", "e-mail field", "Email"],
  company: ["Company label", "optional company field", "Company Name (optional)"],
  phone: ["Phone label", "optional phone field", "Phone (optional)"],
  password: ["Password label", "password field", "Password"],
} as const;

/**
 * The label of one of the forms' person fields, with its one default; `name` is the stored
 * field's name, `form` the form it is in ("the sign-up form"), for the description.
 */
export const personFieldLabel = (field: keyof typeof PERSON_FIELDS, name: string, form: string) => {
  const [title, what, initial] = PERSON_FIELDS[field];
  return labelField(name, title, `Label of ${form}'s ${what}.`, initial);
};

/**
 * A form's button and its text while the form is busy (the spec's 'Signing In...', disabled).
 * `names` are the two stored fields, `title` the button's name in the Studio, `button` where it
 * is ("the sign-up form's button"), `busyWhile` what the form does meanwhile ("while the account
 * is being created").
 */
export const busyButtonFields = (
  [name, busyName]: readonly [string, string],
  title: string,
  button: string,
  busyWhile: string,
  [label, busyLabel]: readonly [string, string],
  { optional = false } = {},
) => {
  const where = button.charAt(0).toUpperCase() + button.slice(1);
  return [
    labelField(name, title, `${where}.`, label, { optional }),
    labelField(busyName, `${title} while busy`, `${where} ${busyWhile}.`, busyLabel, { optional }),
  ];
};

/**
 * Puts fields in one of their object's or document's `fieldsets`: a box in the Studio that
 * gathers the texts of one part of a page. Only the Studio's layout: the stored content is the same.
 */
export const inFieldset = <Field extends object>(fieldset: string, fields: Field[]) =>
  fields.map((field) => ({ ...field, fieldset }));

/** An image's required alternative text; `description` says what it is read as, if not the usual. */
export const altTextField = (
  description = "Not visible: describes the image to screen readers and search engines.",
) =>
  defineSiteField({
    name: "alt",
    title: "Alternative text",
    type: "string",
    description,
    validation: (rule) => rule.required().error("Describe the image for visitors who cannot see it."),
  });

/**
 * An image with its alternative text and a hotspot; `where` says where it appears on the
 * site, `kind` what kind of picture it is in the media library. `required`: the section shows
 * nothing in its place without one.
 */
export const imageField = (
  name: string,
  title: string,
  where: string,
  kind: MediaTag,
  { required = false } = {},
) =>
  defineSiteField({
    name,
    title,
    type: "image",
    description: `${where} Set the hotspot to keep the important part in view when the image is cropped.`,
    options: imageOptions(kind),
    fields: [altTextField()],
    ...(required ? { validation: (rule: ImageRule) => rule.required() } : {}),
  });

/**
 * A translated document's `language` (content/languages.ts), set by the Studio's translation
 * plugin when it makes a translation; hidden, read-only. A document without one is English.
 */
export const languageField = () =>
  defineSiteField({
    name: "language",
    title: "Language",
    type: "string",
    description:
      "Not shown: the language of this version of the document. An English document is at its usual address, a Spanish one under /es (its <html lang>, hreflang and the language switcher).",
    readOnly: true,
    hidden: true,
    options: { list: LANGUAGES.map(({ id, title }) => ({ value: id, title })) },
  });

/** A description's note on a text's {placeholders}: " Keep {date}, {agent}: the site puts the value in." */
export const keepPlaceholders = (...names: string[]) =>
  ` Keep ${names.map((name) => `{${name}}`).join(", ")}: the site puts the value in.`;
