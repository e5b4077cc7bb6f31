// The names under which the site's own code stores something in the browser. What each is for
// and how long it stays is in browserStorage.ts, next door: that list, with its texts, is read by
// the privacy policy's test and no page, so these names are all a page's code carries of it.

/** The consent banner's cookie: the visitor's choice about measuring (web/shared/analytics/consent.ts). */
export const CONSENT_COOKIE = "consent";

/** localStorage or sessionStorage: someone is signed in on this browser (web/shared/auth/signInHint.ts reads it, signInHintWrites.ts writes it). */
export const SIGN_IN_HINT_KEY = "signed-in";

/** sessionStorage: the address a page loaded as a document, against loops (web/shared/navigation/loadDocument.ts). */
export const LOADED_AS_DOCUMENT_KEY = "loaded-as-document";

/** localStorage: the language the visitor chose, so that it is offered no more (web/features/site-frame/LanguageOffer.tsx). */
export const LANGUAGE_CHOICE_KEY = "lang";

/** localStorage: this browser has the site's font file, its address (web/shared/styles/useInterFromNextPage.ts). */
export const FONT_CACHED_KEY = "font-cached";
