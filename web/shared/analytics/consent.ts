import type { ConsentTexts } from "#content/contentTypes.ts";
import { CONSENT_COOKIE } from "#web/shared/privacy/storageKeys.ts";

// The banner's library writes the cookie; it is read here without the library, so that a
// returning visitor's page loads none of the banner's code.
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

/** An analytics collector is configured and the texts make a question with both answers. */
export const asksConsent = (texts: ConsentTexts | null | undefined): texts is ConsentTexts =>
  Boolean(APP_CONFIG.analyticsUrl && texts?.text && texts.acceptLabel && texts.rejectLabel);
