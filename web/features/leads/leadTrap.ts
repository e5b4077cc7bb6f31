/**
 * The least time between a lead form's first paint and its submission, in ms. Bots post a form
 * as soon as it loads; a person reads it and types at least a name and an e-mail (or picks
 * them from the browser's autofill), which takes longer. A submission sooner than this is
 * trapped: it shows the form's success message and sends nothing. Kept short because a person
 * trapped by it would believe their message sent.
 */
export const LEAD_MIN_FILL_MS = 3000;

/** The name of the trap field (`LeadTrapField`): one a bot expects on a contact form and fills. */
export const LEAD_TRAP_FIELD = "website";

/** The page's first contentful paint (`performance.now()` time), or 0 where the browser has none. */
export function firstContentfulPaint(): number {
  return performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
}

/**
 * Whether a lead submission is a bot's: its trap field is filled, or it was made (`submittedAt`)
 * sooner than LEAD_MIN_FILL_MS after the form's first paint (`paintedAt`), both `performance.now()`
 * times. The trap is read from the form element itself, where a bot may have filled it before
 * the page's code had loaded.
 */
export function isTrapped(form: HTMLFormElement, submittedAt: number, paintedAt: number): boolean {
  const trap = form.elements.namedItem(LEAD_TRAP_FIELD);
  if (trap instanceof HTMLInputElement && trap.value !== "") return true;
  return submittedAt - paintedAt < LEAD_MIN_FILL_MS;
}
