/**
 * Forms submitted before the page's code has loaded. A prerendered page paints long before
 * React has hydrated its forms; a submission in that gap must never be sent by the browser
 * itself (it would put every value, passwords too, in the address bar as a GET).
 *
 * - Every form has `method="dialog"`: outside a <dialog> the browser then sends nothing at all,
 *   with JavaScript off too.
 * - `earlySubmitScript()`, inline in <head>, holds each submission made before the form's code
 *   is hydrated: React never sees it, the form shows it is busy (`aria-busy`; React's development
 *   build notes the attribute as a hydration difference, production keeps it until the claim).
 * - When the form's code has hydrated, `claimEarlySubmit` hands the held submission to it, and
 *   the form submits again as if the visitor had just pressed the button.
 */

/** A submission held until the form is hydrated. */
export type HeldSubmit = {
  /** The button that sent it; null when the form was sent without one, e.g. by Enter in its only field. */
  submitter: HTMLElement | null;
};

type EarlySubmits = {
  /** Hydrated forms: their submissions go to React. */
  hydrated: WeakSet<HTMLFormElement>;
  /** Held submissions, by form. */
  pending: Map<HTMLFormElement, HeldSubmit>;
};

declare global {
  interface Window {
    __earlySubmits?: EarlySubmits;
  }
}

// Runs as an inline script, so it must stand alone: no imports, nothing from this module.
function holdEarlySubmits() {
  const queue: EarlySubmits = { hydrated: new WeakSet(), pending: new Map() };
  window.__earlySubmits = queue;
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || queue.hydrated.has(form)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      queue.pending.set(form, { submitter: event.submitter });
      form.setAttribute("aria-busy", "true");
    },
    true,
  );
}

/** The inline script's text: the build puts it first in each page's <head> (web/files/prerenderedHtml.server.ts). */
export const earlySubmitScript = () => `(${holdEarlySubmits.toString()})()`;

/** Marks a form hydrated and takes the submission held for it, if any. */
export function claimEarlySubmit(form: HTMLFormElement): HeldSubmit | undefined {
  const queue = window.__earlySubmits;
  if (!queue) return undefined;
  queue.hydrated.add(form);
  const held = queue.pending.get(form);
  if (!held) return undefined;
  queue.pending.delete(form);
  form.removeAttribute("aria-busy");
  return held;
}
