import type { components } from "../web/shared/api/openapi";

// Each agent's typical workflows as the stand-in simulates them: how often they run, their
// steps, and how each step fails, in the plain words a customer reads (RunError).

type RunError = components["schemas"]["RunError"];

export interface StepTemplate {
  name: string;
  /** How long the step takes, in seconds: [shortest, longest]. */
  seconds: [number, number];
  /** What the customer reads when this step fails. */
  error: RunError;
}

export interface WorkflowTemplate {
  name: string;
  /** Scheduled runs a day, spread evenly over the day. */
  runsPerDay: number;
  /** The chance that a scheduled run fails. */
  failureRate: number;
  steps: StepTemplate[];
}

const connectionExpired = (service: string, consequence: string): RunError => ({
  code: "connection_expired",
  message: `The connection to ${service} has expired, so ${consequence}. Reconnect ${service} in your account settings, then retry the run.`,
});
const rateLimited = (service: string, consequence: string): RunError => ({
  code: "rate_limited",
  message: `${service} asked us to slow down (its rate limit), so ${consequence}. This usually clears within the hour: retry the run later.`,
});
const sourceMissing = (file: string, place: string): RunError => ({
  code: "source_missing",
  message: `The file "${file}" was not found in ${place}. It may have been moved, renamed or deleted: put it back, then retry the run.`,
});
const modelTimeout = (task: string): RunError => ({
  code: "model_timeout",
  message: `The AI model took more than 60 seconds to ${task} and was stopped. This is usually temporary: retry the run.`,
});

const step = (name: string, seconds: [number, number], error: RunError): StepTemplate => ({
  name,
  seconds,
  error,
});

/** Each agent's workflows; an agent not listed gets GENERIC_WORKFLOWS. */
export const TYPICAL_WORKFLOWS: Record<string, WorkflowTemplate[]> = {
  "content-creator": [
    {
      name: "Blog post drafts",
      runsPerDay: 1,
      failureRate: 0.05,
      steps: [
        step("Read the content calendar", [2, 6], sourceMissing("content-calendar.xlsx", "Google Drive")),
        step(
          "Research the topic",
          [20, 60],
          rateLimited("Google Search", "the topic could not be researched"),
        ),
        step("Draft the post with the model", [40, 110], modelTimeout("draft the post")),
        step(
          "Save the draft to Google Docs",
          [2, 5],
          connectionExpired("Google Docs", "the draft could not be saved"),
        ),
      ],
    },
    {
      name: "Social post variations",
      runsPerDay: 3,
      failureRate: 0.04,
      steps: [
        step(
          "Read the new blog posts",
          [2, 5],
          connectionExpired("WordPress", "the new posts could not be read"),
        ),
        step("Write variations with the model", [15, 45], modelTimeout("write the variations")),
        step("Check the brand voice", [5, 15], sourceMissing("brand-voice.pdf", "Google Drive")),
        step("Queue the posts in Buffer", [2, 6], rateLimited("Buffer", "the posts could not be queued")),
      ],
    },
  ],
  "seo-specialist": [
    {
      name: "Keyword ranking report",
      runsPerDay: 1,
      failureRate: 0.1,
      steps: [
        step(
          "Fetch rankings from Search Console",
          [10, 30],
          connectionExpired("Google Search Console", "the rankings could not be fetched"),
        ),
        step("Compare with last week", [3, 8], sourceMissing("rankings-last-week.csv", "Google Drive")),
        step("Write the report with the model", [20, 50], modelTimeout("write the report")),
        step("E-mail the report", [1, 4], rateLimited("Gmail", "the report could not be sent")),
      ],
    },
    {
      name: "On-page audit",
      runsPerDay: 2,
      failureRate: 0.08,
      steps: [
        step(
          "Crawl the site's pages",
          [60, 180],
          rateLimited("Your web host", "the pages could not be crawled"),
        ),
        step("Check titles and descriptions", [5, 20], modelTimeout("check the titles")),
        step(
          "Post the findings to Slack",
          [1, 3],
          connectionExpired("Slack", "the findings could not be posted"),
        ),
      ],
    },
  ],
  "social-media-manager": [
    {
      name: "Scheduled posts",
      runsPerDay: 4,
      failureRate: 0.05,
      steps: [
        step("Read the posting schedule", [1, 4], sourceMissing("posting-schedule.xlsx", "Google Drive")),
        step("Adapt each post to its network", [10, 30], modelTimeout("adapt the posts")),
        step("Publish the posts", [3, 10], connectionExpired("LinkedIn", "the posts could not be published")),
        step("Record the links", [1, 3], rateLimited("Google Sheets", "the links could not be recorded")),
      ],
    },
    {
      name: "Mention replies",
      runsPerDay: 6,
      failureRate: 0.06,
      steps: [
        step(
          "Read the new mentions",
          [2, 8],
          rateLimited("X (Twitter)", "the new mentions could not be read"),
        ),
        step("Judge the tone with the model", [5, 20], modelTimeout("judge the tone")),
        step("Draft the replies", [10, 30], modelTimeout("draft the replies")),
        step(
          "Send them for approval",
          [1, 3],
          connectionExpired("Slack", "the replies could not be sent for approval"),
        ),
      ],
    },
  ],
  "customer-support": [
    {
      name: "Ticket triage",
      runsPerDay: 12,
      failureRate: 0.04,
      steps: [
        step(
          "Read the new tickets",
          [2, 8],
          connectionExpired("Zendesk", "the new tickets could not be read"),
        ),
        step("Classify them with the model", [8, 30], modelTimeout("classify the tickets")),
        step("Route them to the team", [1, 4], rateLimited("Zendesk", "the tickets could not be routed")),
        step("Post a summary to Slack", [1, 3], rateLimited("Slack", "the summary could not be posted")),
      ],
    },
    {
      name: "FAQ answers",
      runsPerDay: 8,
      failureRate: 0.05,
      steps: [
        step("Read the question", [1, 4], connectionExpired("Intercom", "the question could not be read")),
        step("Search the help centre", [3, 10], sourceMissing("help-centre-export.json", "Google Drive")),
        step("Draft an answer with the model", [10, 40], modelTimeout("draft an answer")),
        step("Send the reply", [1, 3], rateLimited("Intercom", "the reply could not be sent")),
      ],
    },
  ],
  "data-analyst": [
    {
      name: "Daily KPI digest",
      runsPerDay: 1,
      failureRate: 0.08,
      steps: [
        step(
          "Query the data warehouse",
          [20, 90],
          connectionExpired("BigQuery", "the data could not be read"),
        ),
        step("Compute the KPIs", [5, 20], sourceMissing("kpi-definitions.yaml", "the shared drive")),
        step("Write the digest with the model", [15, 45], modelTimeout("write the digest")),
        step("Post it to Slack", [1, 3], rateLimited("Slack", "the digest could not be posted")),
      ],
    },
    {
      name: "Anomaly alerts",
      runsPerDay: 8,
      failureRate: 0.04,
      steps: [
        step(
          "Query the last hours' metrics",
          [5, 30],
          connectionExpired("BigQuery", "the metrics could not be read"),
        ),
        step("Look for anomalies", [5, 20], modelTimeout("look for anomalies")),
        step("Alert the owners", [1, 3], rateLimited("PagerDuty", "the owners could not be alerted")),
      ],
    },
  ],
  "marketing-strategist": [
    {
      name: "Campaign briefs",
      runsPerDay: 1,
      failureRate: 0.08,
      steps: [
        step("Read the campaign goals", [2, 6], sourceMissing("campaign-goals.docx", "Google Drive")),
        step(
          "Research the audience",
          [30, 90],
          rateLimited("Google Trends", "the audience could not be researched"),
        ),
        step("Draft the brief with the model", [30, 90], modelTimeout("draft the brief")),
        step("Share it in Notion", [2, 5], connectionExpired("Notion", "the brief could not be shared")),
      ],
    },
    {
      name: "Competitor watch",
      runsPerDay: 2,
      failureRate: 0.08,
      steps: [
        step(
          "Fetch the competitors' pages",
          [20, 60],
          rateLimited("A competitor's site", "its pages could not be fetched"),
        ),
        step("Compare with the last check", [5, 15], sourceMissing("competitors.csv", "Google Drive")),
        step("Summarize the changes", [15, 45], modelTimeout("summarize the changes")),
        step("Post to Slack", [1, 3], connectionExpired("Slack", "the summary could not be posted")),
      ],
    },
  ],
};

export const GENERIC_WORKFLOWS: WorkflowTemplate[] = [
  {
    name: "Daily run",
    runsPerDay: 1,
    failureRate: 0.08,
    steps: [
      step("Read the inputs", [2, 10], sourceMissing("inputs.csv", "Google Drive")),
      step("Run the model", [20, 60], modelTimeout("finish its work")),
      step(
        "Deliver the results",
        [1, 5],
        rateLimited("The e-mail service", "the results could not be delivered"),
      ),
    ],
  },
];

export function workflowTemplates(agentSlug: string): WorkflowTemplate[] {
  return TYPICAL_WORKFLOWS[agentSlug] ?? GENERIC_WORKFLOWS;
}
