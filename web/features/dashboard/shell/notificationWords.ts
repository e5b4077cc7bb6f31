import type { Notification } from "#web/shared/api/backend.ts";
import { fill, formatDate, type Formats } from "#web/shared/ui/format.ts";
import { paths } from "#content/paths.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { invoicePath } from "../billing/invoiceAddresses";
import { runPath } from "../runs/runAddresses";

type NotificationTexts = DashboardPageContent["notifications"] | undefined;
type Agents = DashboardPageContent["agents"] | undefined;

/** Each kind's text in `dashboardPage.notifications`. */
const TEXT_FIELDS = {
  run_failed: "runFailedText",
  workflow_failing: "workflowFailingText",
  quota_80: "quota80Text",
  quota_100: "quota100Text",
  trial_ending: "trialEndingText",
  invoice: "invoiceText",
} as const satisfies Record<Notification["kind"], keyof NonNullable<NotificationTexts>>;

/**
 * What a notification says, in the content's words: its kind's text with the workflow's name,
 * the agent's name (the content's, else its slug) and a trial's end filled in.
 */
export function notificationText(
  notification: Notification,
  texts: NotificationTexts,
  agents: Agents,
  formats: Formats,
): string {
  const agent =
    agents?.find((each) => each.slug === notification.agent_slug)?.name ?? notification.agent_slug;
  return fill(texts?.[TEXT_FIELDS[notification.kind]] ?? "", {
    workflow: notification.workflow_name ?? "",
    agent: agent ?? "",
    date: formatDate(notification.ends_at, formats),
  });
}

/** Where a notification leads (before the page's language): its run, the workflows, Usage and plan, or an invoice's receipt. */
export function notificationPath({ subject }: Notification): string {
  switch (subject.type) {
    case "run":
      return runPath(subject.id);
    case "workflow":
      return paths.dashboardWorkflows;
    case "subscription":
      return paths.dashboardPlan;
    case "invoice":
      return invoicePath(subject.id);
  }
}
