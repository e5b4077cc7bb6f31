/**
 * The document as a test file finds it alone in jsdom: at its first address, nothing stored,
 * no attribute on <html>. The test files of a worker share one document (`isolate: false` in
 * vitest.config.ts): each starts here, not where the file before it left the page. The elements
 * stay: what a test renders is removed after it, and libraries keep theirs for the document's
 * life (Sanity UI's portal, styled-components' styles).
 */
export function freshPage() {
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  history.replaceState(null, "", "/");
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split("; ").filter(Boolean)) {
    document.cookie = `${cookie.split("=")[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
