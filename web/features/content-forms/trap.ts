import { LEAD_TRAP_FIELD } from "#content/formRules.ts";

export { LEAD_TRAP_FIELD };

/**
 * Read from the form element itself, where a bot may have filled it before the page's code had
 * loaded. No minimum time: docs/decisions/029-no-minimum-time-spam-trap.md
 */
export function isTrapped(form: HTMLFormElement): boolean {
  const trap = form.elements.namedItem(LEAD_TRAP_FIELD);
  return trap instanceof HTMLInputElement && trap.value !== "";
}
