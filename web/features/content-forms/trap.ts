import { LEAD_TRAP_FIELD } from "#content/formRules.ts";

export { LEAD_TRAP_FIELD };

/**
 * Whether a submission is a bot's: its trap field, which no person sees, is filled. Read
 * from the form element itself, where a bot may have filled it before the page's code had
 * loaded. How fast a form was sent says nothing here: a person whose browser fills the name and
 * the e-mail can send within a second, and must never lose the message.
 */
export function isTrapped(form: HTMLFormElement): boolean {
  const trap = form.elements.namedItem(LEAD_TRAP_FIELD);
  return trap instanceof HTMLInputElement && trap.value !== "";
}
