/**
 * The site's language and region: `<html lang>` names the language (root.tsx), and every
 * page's `og:locale` both, as Open Graph writes them (en_US). Prices and dates are written in
 * US English (shared/ui/format.ts).
 */
export const SITE_LANGUAGE = "en";
export const SITE_REGION = "US";

export const OG_LOCALE = `${SITE_LANGUAGE}_${SITE_REGION}`;
