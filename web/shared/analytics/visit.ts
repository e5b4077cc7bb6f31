/** The campaign tags a visit's first address may carry. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** How a visit began: the page it landed on, its campaign (UTM) tags and the site that sent it. */
export type Visit = {
  /** The path of the first page, e.g. /pricing. */
  landingPage: string;
  utm: Utm;
  /** The page of another site that linked here; null when typed, bookmarked or from this site. */
  referrer: string | null;
};

let visit: Visit | undefined;

function readVisit(): Visit {
  const params = new URLSearchParams(location.search);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim().slice(0, 200);
    if (value) utm[key] = value;
  }
  let referrer: string | null = null;
  try {
    if (document.referrer && new URL(document.referrer).origin !== location.origin)
      referrer = document.referrer;
  } catch {
    referrer = null;
  }
  return { landingPage: location.pathname, utm, referrer };
}

/**
 * This visit's start, read once when the app starts (web/entry.client.tsx), before any
 * client-side navigation changes the address. Kept in memory only, never stored: a visit is
 * this document's life, and a full reload starts another.
 */
export function visitStart(): Visit {
  visit ??= readVisit();
  return visit;
}
