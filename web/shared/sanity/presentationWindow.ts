/**
 * Whether this window may be inside the Studio's Presentation tool: a Studio is configured and
 * the page is framed, or opened by another window (only the Studio's origin may frame it). Small
 * and inline: every page's first load runs it; the tool's code is a lazy import.
 */
export const mayBeInPresentation = () =>
  Boolean(APP_CONFIG.sanityStudioUrl) &&
  typeof window !== "undefined" &&
  (window.self !== window.top || Boolean(window.opener));
