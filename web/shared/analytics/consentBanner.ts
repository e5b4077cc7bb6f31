import * as CookieConsent from "vanilla-cookieconsent";
import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./consentBanner.css";
import type { ConsentTexts } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import { CONSENT_COOKIE } from "#web/shared/privacy/storageKeys.ts";
import { startMeasuring } from "./measuring";

/** The banner's library takes HTML; the CMS's texts are text. */
const html = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const MEASURING = "analytics";
let running: Promise<void> | undefined;

function measureIfAccepted({ cookie }: { cookie: CookieConsent.CookieValue }) {
  if (cookie.categories.includes(MEASURING)) startMeasuring();
}

function run(texts: ConsentTexts): Promise<void> {
  running ??= CookieConsent.run({
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: 182 },
    // Shown when asked: on a first visit (web/shared/analytics/Measurement.tsx) or from the footer.
    autoShow: false,
    // Measuring is asked, not imposed: the page stays readable and usable behind the banner.
    disablePageInteraction: false,
    // The library hides itself from browsers driven by tools, end-to-end tests' included.
    hideFromBots: false,
    manageScriptTags: false,
    guiOptions: {
      consentModal: {
        layout: "box wide",
        position: "bottom right",
        equalWeightButtons: true,
        flipButtons: false,
      },
    },
    categories: { necessary: { enabled: true, readOnly: true }, [MEASURING]: {} },
    language: {
      default: "en",
      translations: {
        en: {
          consentModal: {
            title: html(texts.title ?? ""),
            description: html(texts.text ?? ""),
            acceptAllBtn: html(texts.acceptLabel ?? ""),
            acceptNecessaryBtn: html(texts.rejectLabel ?? ""),
            footer: texts.privacyLinkLabel
              ? `<a href="${paths.privacy}">${html(texts.privacyLinkLabel)}</a>`
              : undefined,
          },
          preferencesModal: { sections: [] },
        },
      },
    },
    onModalReady: ({ modal }) => {
      // Not modal: the page behind it stays available to everyone, screen-reader users too.
      modal.removeAttribute("aria-modal");
    },
    onFirstConsent: measureIfAccepted,
    onChange: measureIfAccepted,
  });
  return running;
}

const typing = () => document.activeElement?.matches("input, textarea, select, [contenteditable]") ?? false;

/** Resolves when no form field has focus: the banner takes focus, never from someone typing. */
const notTyping = () =>
  new Promise<void>((resolve) => {
    const check = () =>
      // After the focus has moved on: to the next field, or out of the form.
      setTimeout(() => {
        if (typing()) return;
        removeEventListener("focusout", check);
        resolve();
      });
    addEventListener("focusout", check);
    check();
  });

export async function askConsent(texts: ConsentTexts): Promise<void> {
  await notTyping();
  await showConsentBanner(texts);
}

export async function showConsentBanner(texts: ConsentTexts): Promise<void> {
  await run(texts);
  CookieConsent.show(true);
}
