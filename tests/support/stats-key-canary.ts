// A made-up Plausible Stats API key that `npm test` sets, while it builds the site and the Studio,
// under every name a change might read one from. Neither build may carry it
// (tests/build/no-stats-key.test.ts): the key is each editor's, kept in their browser
// (docs/analytics.md), and a Studio's or a site's scripts are public.

export const STATS_KEY_CANARY = "plausible-stats-key-canary-7d41c9";

/** The names: the build tools expose VITE_* to the site and SANITY_STUDIO_* to the Studio. */
const NAMES = [
  "PLAUSIBLE_API_KEY",
  "PLAUSIBLE_STATS_KEY",
  "VITE_PLAUSIBLE_API_KEY",
  "VITE_ANALYTICS_KEY",
  "SANITY_STUDIO_PLAUSIBLE_API_KEY",
  "SANITY_STUDIO_ANALYTICS_KEY",
];

/** `env` with the made-up key under each name. */
export const withStatsKeyCanary = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...env,
  ...Object.fromEntries(NAMES.map((name) => [name, STATS_KEY_CANARY])),
});
