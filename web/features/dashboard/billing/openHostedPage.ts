/** Sends the window to the backend's hosted billing page (another origin: a document load). */
export function openHostedPage(url: string) {
  window.location.assign(url);
}
