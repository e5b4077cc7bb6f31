import { labelField } from "./fields";

// The texts the account pages share: the sign-in, sign-up and reset-password pages
// (schemas/singletons/accountPages.ts). Each group is written once here, with its one default;
// the fields keep the names they have always had, so the stored content is unchanged. Their
// forms' field labels and buttons are ./fields.ts's personFieldLabel and busyButtonFields.

/**
 * The top of an account page: its browser tab title (a field of its own, as the sign-in page's
 * tab says "Sign In" while its heading says "Welcome Back"), the card's heading and the form's
 * name for screen readers.
 */
export const accountPageHeadFields = (
  page: string,
  form: string,
  [pageTitle, title, formLabel]: readonly [string, string, string],
) => ({
  pageTitle: labelField(
    "pageTitle",
    "Browser tab title",
    `Browser tab title of ${page}, before the site name.`,
    pageTitle,
  ),
  title: labelField("title", "Heading", `Heading of the card of ${page}.`, title),
  formLabel: labelField("formLabel", "Form name", `Read by screen readers: the name of ${form}.`, formLabel),
});

/**
 * The Google button of the sign-in and sign-up cards (`action`: "signs in"), and the divider, the
 * words on the line between it and the form.
 */
export const googleFields = (
  action: string,
  googleLabel: string,
  [dividerWhere, dividerLabel]: readonly [string, string],
) => [
  labelField("googleLabel", "Google button", `Button that ${action} with a Google account.`, googleLabel),
  labelField("dividerLabel", "Divider", dividerWhere, dividerLabel),
];

/** The line at the bottom of an account page's card: a question, then a link to `target`. */
export const cardLinkFields = (
  [promptName, promptInitial]: readonly [string, string],
  [linkName, linkTitle, linkInitial]: readonly [string, string, string],
  target: string,
) => [
  labelField(
    promptName,
    `${linkTitle} prompt`,
    `Text at the bottom of the card, before the link to ${target}.`,
    promptInitial,
    { optional: true },
  ),
  labelField(linkName, `${linkTitle} link`, `Link to ${target} at the bottom of the card.`, linkInitial),
];
