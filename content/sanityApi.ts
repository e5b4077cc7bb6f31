/** The Sanity API version every client of this project asks for: the site's, the Studio's and the schemas' checks. */
export const SANITY_API_VERSION = "2025-02-19";
