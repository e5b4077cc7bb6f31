import type { DashboardPageContent } from "#content/contentTypes.ts";

/** The Runs area's texts (dashboardPage.runsArea). */
export type RunsTexts = DashboardPageContent["runsArea"] | undefined;

/** An agent as the Runs area names it: the content's name for the backend's slug. */
export type AgentName = { name: string | null; slug: string | null };
