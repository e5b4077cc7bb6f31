import { FIREBASE_AUTH_USER_PREFIX } from "./firebaseKeys";
import {
  CONSENT_COOKIE,
  FONT_CACHED_KEY,
  LANGUAGE_CHOICE_KEY,
  LOADED_AS_DOCUMENT_KEY,
  SIGN_IN_HINT_KEY,
} from "./storageKeys";

// Everything the site stores in a visitor's browser, by its own code or by the libraries it runs,
// and nothing else: the privacy policy lists exactly these (tests/unit/browser-storage.test.ts
// holds the code, this list and the bundled policy together). No page imports this module.
//
// Not listed, as they outlive no call: Firebase's availability probes (a `__sak` key set and
// removed at once in each storage, and `firebase:sentinel` in the Realtime Database's SDK).

export type StoragePlace = "cookie" | "localStorage" | "sessionStorage" | "IndexedDB";

export type StoredItem = {
  /** The key, cookie or database name; a trailing `*` stands for any ending. */
  name: string;
  /** Where it is stored; more than one when the visitor's choices decide (“Remember me”). */
  where: readonly StoragePlace[];
  writtenBy: string;
  /** In a visitor's words. */
  purpose: string;
  duration: string;
  /** False for what a service the visitor asked for needs (signing in, loading the page), and the choice. */
  needsConsent: boolean;
};

export const BROWSER_STORAGE: readonly StoredItem[] = [
  {
    name: CONSENT_COOKIE,
    where: ["cookie"],
    writtenBy: "the consent banner (vanilla-cookieconsent), on this site's domain",
    purpose:
      "Remembers whether you accepted or rejected measuring, so that the banner does not ask again on every page.",
    duration: "6 months, or until you change your choice; then the banner asks again.",
    needsConsent: false,
  },
  {
    name: SIGN_IN_HINT_KEY,
    where: ["localStorage", "sessionStorage"],
    writtenBy: "the site (web/shared/auth/signInHintWrites.ts)",
    purpose:
      "Notes that someone is signed in on this browser (the value 1, nothing about you), so that a page loads the sign-in code only then.",
    duration:
      "Until you sign out; in session storage, when you signed in without “Remember me”, until you close the tab.",
    needsConsent: false,
  },
  {
    name: LANGUAGE_CHOICE_KEY,
    where: ["localStorage"],
    writtenBy: "the site (web/features/site-frame/LanguageOffer.tsx)",
    purpose:
      "The language you chose for this site (en or es): the one you went to with the language switcher or a link, or the one you stayed in when we offered yours, so that the offer is not made again.",
    duration: "Until you clear your browser's data.",
    needsConsent: false,
  },
  {
    name: FONT_CACHED_KEY,
    where: ["localStorage"],
    writtenBy: "the site (web/shared/styles/useInterFromNextPage.ts)",
    purpose:
      "The address of the site's typeface file once your browser has downloaded it (nothing about you), so that the next pages show their text in it from the start instead of switching to it once loaded.",
    duration: "Until you clear your browser's data; a new typeface file replaces it.",
    needsConsent: false,
  },
  {
    name: `${FIREBASE_AUTH_USER_PREFIX}*`,
    where: ["localStorage", "sessionStorage", "IndexedDB"],
    writtenBy: "Firebase Authentication (Google), the service that signs you in",
    purpose:
      "Your signed-in session: your account's id, e-mail address, name and sign-in tokens. In local storage with “Remember me”, in session storage without it, in the firebaseLocalStorageDb database after you create an account or sign in with Google.",
    duration: "Until you sign out; in session storage, until you close the tab.",
    needsConsent: false,
  },
  {
    name: "firebaseLocalStorageDb",
    where: ["IndexedDB"],
    writtenBy: "Firebase Authentication (Google), the service that signs you in",
    purpose:
      "The database that holds your signed-in session (firebase:authUser:*) after you create an account or sign in with Google. It is created, empty, when a page first loads the sign-in code.",
    duration:
      "Your session in it until you sign out; the empty database until you clear your browser's data.",
    needsConsent: false,
  },
  {
    name: "firebase-heartbeat-database",
    where: ["IndexedDB"],
    writtenBy: "the Firebase SDK (Google), whenever a page loads the sign-in code",
    purpose:
      "The days on which the sign-in code ran and its version, nothing about you; Firebase sends them to Google with its next request, to count the versions in use.",
    duration: "Until you clear your browser's data; it keeps at most 30 days.",
    needsConsent: false,
  },
  {
    name: LOADED_AS_DOCUMENT_KEY,
    where: ["sessionStorage"],
    writtenBy: "the site (web/shared/navigation/loadDocument.ts)",
    purpose:
      "The address of a page the site reloads in full (after an update of the site, or when a page is slow), so that it never reloads the same page in a loop.",
    duration: "Until you close the tab; it counts for 10 seconds.",
    needsConsent: false,
  },
  {
    name: "react-router-scroll-positions",
    where: ["sessionStorage"],
    writtenBy: "React Router, the site's navigation (<ScrollRestoration> in web/root.tsx)",
    purpose:
      "How far down you had scrolled each page of this tab, so that Back returns you to the same place.",
    duration: "Until you close the tab.",
    needsConsent: false,
  },
];
