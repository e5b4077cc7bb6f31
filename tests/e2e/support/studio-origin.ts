// The origin of the end-to-end build's Studio (VITE_SANITY_STUDIO_URL): the build lets it frame
// the site. No server listens there: the tests answer its requests themselves (page.route) with
// a stand-in for the Studio's Presentation tool (./presentation-studio.ts).
export const E2E_STUDIO_URL = "http://127.0.0.1:5097";
