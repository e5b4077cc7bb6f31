// One rule for every link that comes from content, used by the Studio's validation and by
// the site when it renders: http(s) URLs, mailto:, tel:, paths on this site and #anchors.
// Nothing else (javascript:, data:, "//host", "/\host") reaches an href.

const PLACEHOLDER_ORIGIN = "https://site.invalid";

function isSitePath(href: string): boolean {
  if (!href.startsWith("/") || /^\/[/\\]/.test(href)) return false;
  try {
    const url = new URL(href, PLACEHOLDER_ORIGIN);
    return url.origin === PLACEHOLDER_ORIGIN && !/^\/[/\\]/.test(url.pathname);
  } catch {
    return false;
  }
}

function isWebUrl(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    const url = new URL(href);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const isHiddenCharacter = (char: string) => {
  const code = char.charCodeAt(0);
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
};

/** The link as written when it is one the site may render, else null. */
export function safeHref(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const href = value.trim();
  // Control characters and spaces inside a link are never legitimate and hide schemes.
  if (!href || [...href].some(isHiddenCharacter)) return null;
  if (href.startsWith("#")) return href;
  if (/^(mailto|tel):[^/\\]/i.test(href)) return href;
  if (href.startsWith("/")) return isSitePath(href) ? href : null;
  return isWebUrl(href) ? href : null;
}

/** Whether a safe link leads to a path on this site (for client-side navigation). */
export const isSitePathHref = (href: string) => href.startsWith("/");
