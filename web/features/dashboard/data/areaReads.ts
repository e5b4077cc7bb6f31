import { paymentMethodRead } from "./billingReads";
import { usagePeriodOf } from "../plan/usageHistory";
import { PROFILE_CALL } from "./profileAction";
import { read, sessionRead } from "./reads";
import { PREFERENCES_CALL } from "./settingsAction";

// What each area reads from the backend, as its route's loader starts it (areaLoader): each read
// fails and is retried on its own. The lists' last values show while they are read again.
const agents = () => read((client) => client.getAgents(), "agents");
const workflows = () => read((client) => client.getWorkflows(), "workflows");
const usage = () => read((client) => client.getUsage(), "usage");

/** The Agents area: the subscriptions, with their workflows and their usage. */
export const agentsAreaReads = () => ({ agents: agents(), workflows: workflows(), usage: usage() });
export type AgentsAreaReads = ReturnType<typeof agentsAreaReads>;

/** The Overview: what needs attention, this period's usage, the runs chart and the figures. */
export const overviewReads = () => ({ agents: agents(), workflows: workflows(), usage: usage() });
export type OverviewReads = ReturnType<typeof overviewReads>;

/** The Workflows area: the workflows, named with their agents by the subscriptions. */
export const workflowsAreaReads = () => ({ workflows: workflows(), agents: agents() });
export type WorkflowsAreaReads = ReturnType<typeof workflowsAreaReads>;

/**
 * Usage and plan: the subscriptions, their usage this period, their usage over time in the period
 * the address names (`?period=previous`; the current one by default), and the card on file, for a
 * trial ending with none (Billing).
 */
export const planAreaReads = (url?: URL) => {
  const period = usagePeriodOf(url?.searchParams);
  return {
    agents: agents(),
    usage: usage(),
    daily: read((client) => client.getDailyUsage(period), `daily-usage-${period}`),
    paymentMethod: paymentMethodRead(),
  };
};
export type PlanAreaReads = ReturnType<typeof planAreaReads>;

/**
 * Settings: the customer's profile, as the session loads it (once their sign-in's sync has
 * settled); the last one shows while it is read again (after a save), so the form stays.
 */
export const settingsAreaReads = () => ({
  profile: sessionRead((customer) => customer.loadProfile(), PROFILE_CALL),
  // Notifications (issue 67): which kinds are told on which channel.
  notificationPreferences: read((client) => client.getNotificationPreferences(), PREFERENCES_CALL),
});
export type SettingsAreaReads = ReturnType<typeof settingsAreaReads>;
