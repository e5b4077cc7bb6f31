/**
 * Forms submitted before the page's code has loaded: the browser must never send one itself (every
 * value, passwords too, would go in the address bar as a GET). The inline script holds the
 * submission and marks the form `aria-busy` (React's development build notes it as a hydration
 * difference); the hydrated form claims it and submits again.
 * Why: docs/decisions/007-early-submit-held-and-replayed.md
 */

export type HeldSubmit = {
  /** The button that sent it; null when the form was sent without one, e.g. by Enter in its only field. */
  submitter: HTMLElement | null;
};

type EarlySubmits = {
  /** Their submissions go to React. */
  hydrated: WeakSet<HTMLFormElement>;
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
