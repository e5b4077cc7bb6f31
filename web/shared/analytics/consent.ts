import type { ConsentTexts } from "#content/contentTypes.ts";
import { CONSENT_COOKIE } from "#web/shared/privacy/storageKeys.ts";

/**
 * The visitor's choice about measuring, as the consent banner (./consentBanner.ts) stores it:
 * a first-party cookie that the banner's library writes for 6 months, whose JSON lists the
 * accepted categories. Read here without the library, so that a returning visitor's page loads
 * none of the banner's code.
 */
export { CONSENT_COOKIE };

export type ConsentChoice = "accepted" | "rejected";

/** The choice made on this browser, or null before any (or when measuring is not configured). */
export function consentChoice(): ConsentChoice | null {
  if (!APP_CONFIG.analyticsUrl || typeof document === "undefined") return null;
  const prefix = `${CONSENT_COOKIE}=`;
  const raw = document.cookie
    .split(";")
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(prefix));
  if (!raw) return null;
  try {
    const { categories } = JSON.parse(decodeURIComponent(raw.slice(prefix.length))) as {
      categories?: unknown;
    };
    if (!Array.isArray(categories)) return null;
    return categories.includes("analytics") ? "accepted" : "rejected";
  } catch {
    return null;
  }
}

/**
 * Whether the site asks for consent: it measures (an analytics collector is configured) and the
 * banner's texts make a question with both answers. Otherwise there is no banner and nothing
 * is measured.
 */
export const asksConsent = (texts: ConsentTexts | null | undefined): texts is ConsentTexts =>
  Boolean(APP_CONFIG.analyticsUrl && texts?.text && texts.acceptLabel && texts.rejectLabel);
