// The names the site's own code stores under in the browser. What each is for is in
// browserStorage.ts, which no page reads: these names are all a page's code carries of it.

export const CONSENT_COOKIE = "consent";

export const SIGN_IN_HINT_KEY = "signed-in";

export const LOADED_AS_DOCUMENT_KEY = "loaded-as-document";

export const LANGUAGE_CHOICE_KEY = "lang";

export const FONT_CACHED_KEY = "font-cached";
