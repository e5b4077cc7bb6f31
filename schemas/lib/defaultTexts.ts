// Texts the site's code shows where the content leaves them out. Each is written here once, and
// read both by the schema of the field that holds it (as that field's initial value) and by the
// site's code (as its fallback). No Sanity runtime: the site's bundle imports this.

/** The agent pages' five tab names: agentsPage.tabLabels's initial value, and what a tab says while its label is empty. */
export const AGENT_TAB_NAMES = {
  overview: "Overview",
  capabilities: "Capabilities",
  pricing: "Pricing",
  useCases: "Use Cases",
  demo: "Demo",
} as const;

/** The blog's name: insightsPage.title's initial value, and the blog's name in its listings and share cards while that singleton is unpublished. */
export const BLOG_TITLE = "Insights";

/**
 * The agents overview's name (the title of the page built from blocks at /agents), while no such
 * page is published: the agent pages' first breadcrumb step after Home, and their share cards'
 * eyebrow. A page's title has no initial value, so only the code reads it.
 */
export const AGENTS_TITLE = "AI Agents";
