// The origin of the end-to-end build's Studio (VITE_SANITY_STUDIO_URL): the build lets it frame
// the site. A stand-in for the Studio's Presentation tool lives there: its page is served for the
// run (./presentation-page.ts), the tests answer its other requests (./presentation-studio.ts).
export const E2E_STUDIO_URL = "http://127.0.0.1:5097";
