export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** How a visit began: the page it landed on, its campaign (UTM) tags and the site that sent it. */
export type Visit = {
  landingPage: string;
  utm: Utm;
  /** The page of another site that linked here; null when typed, bookmarked or from this site. */
  referrer: string | null;
};

let visit: Visit | undefined;

function readVisit(): Visit {
  // The document's own address, as it was loaded: client-side navigations do not change it.
  const [loaded] = performance.getEntriesByType("navigation");
  const address = new URL(loaded?.name || location.href);
  const from = document.referrer;
  const params = address.searchParams;
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim().slice(0, 200);
    if (value) utm[key] = value;
  }
  let referrer: string | null = null;
  try {
    if (from && new URL(from).origin !== address.origin) referrer = from;
  } catch {
    referrer = null;
  }
  return { landingPage: address.pathname, utm, referrer };
}

/** In memory only, never stored: a visit is this document's life, and a full reload starts another. */
export function visitStart(): Visit {
  visit ??= readVisit();
  return visit;
}
