import { defineField } from "sanity";
import { inFieldset, keepPlaceholders, labelField } from "../../lib/fields";

// The Overview's texts of what needs attention and of this period's usage (/dashboard,
// docs/client-area.md): one object of `dashboardPage`, in the Overview's Studio tab. A {name} in
// a text is filled in by the site.

export const attentionField = defineField({
  name: "attention",
  title: "Needs attention and usage",
  type: "object",
  group: "overview",
  description:
    "The Overview's sections above the chart: what needs the customer's attention (failing workflows, quotas nearly or fully used, trials ending within 3 days) and this period's usage of each agent.",
  fieldsets: [
    { name: "attention", title: "Needs attention" },
    { name: "usage", title: "This period's usage" },
  ],
  fields: [
    ...inFieldset("attention", [
      labelField(
        "title",
        "Title",
        "Heading of the Overview's section of what needs attention.",
        "Needs attention",
      ),
      labelField(
        "allGoodText",
        "All good",
        "Shown in place of the list when nothing needs attention.",
        "All good: no workflow is failing, no quota is nearly used up and no trial ends soon.",
      ),
      labelField(
        "failingText",
        "Failing workflow",
        `A workflow whose last run failed; its error and a link to that run follow.${keepPlaceholders("workflow")}`,
        "{workflow} is failing",
      ),
      labelField(
        "sinceText",
        "Since",
        `When a failing workflow's last run failed, under its error.${keepPlaceholders("time")}`,
        "Since {time}",
      ),
      labelField(
        "seeRunLabel",
        "See the run",
        "Link of a failing workflow to its failed run's page.",
        "See the run",
      ),
      labelField(
        "quotaNearText",
        "Quota nearly used",
        `An agent that has used 80 % of its plan's quota or more this period.${keepPlaceholders("agent", "used", "limit", "unit")}`,
        "{agent} has used {used} of its {limit} {unit} this period",
      ),
      labelField(
        "quotaReachedText",
        "Quota used up",
        `An agent that has used all of its plan's quota this period.${keepPlaceholders("agent", "limit", "unit")}`,
        "{agent} has used all of its {limit} {unit} this period",
      ),
      labelField(
        "resetsText",
        "Resets",
        `Under a quota nearly or fully used, and beside each agent's usage: when the count starts again.${keepPlaceholders("date")}`,
        "Resets on {date}",
      ),
      labelField(
        "quotaLinkLabel",
        "Link from a quota",
        "Link of a quota nearly or fully used, to the Usage and plan area.",
        "See usage and plan",
      ),
      labelField(
        "trialEndingText",
        "Trial ending",
        `A free trial that ends within 3 days.${keepPlaceholders("agent", "date")}`,
        "The free trial of {agent} ends on {date}",
      ),
      labelField(
        "trialLinkLabel",
        "Link from a trial",
        "Link of a trial ending soon, to the Usage and plan area.",
        "Choose a plan",
      ),
      labelField(
        "uncheckedText",
        "Not all checked",
        "Under what needs attention when some of it could not be loaded (a Retry button follows).",
        "Some of this could not be checked just now.",
      ),
    ]),
    ...inFieldset("usage", [
      labelField(
        "usageTitle",
        "Usage title",
        "Heading of the Overview's usage section.",
        "This period's usage",
      ),
      labelField(
        "usageText",
        "Used of a quota",
        `An agent's use of its plan's quota ("46 of 50 pieces").${keepPlaceholders("used", "limit", "unit")}`,
        "{used} of {limit} {unit}",
      ),
      labelField(
        "unlimitedText",
        "Used, no limit",
        `An agent's use on a plan without a limit.${keepPlaceholders("used", "unit")}`,
        "{used} {unit}, no limit",
      ),
      labelField(
        "uncountedText",
        "Used, quota unknown",
        `An agent's use when its plan's quota is not in the content (not published yet).${keepPlaceholders("used")}`,
        "{used} used",
      ),
      labelField(
        "usageEmptyText",
        "No usage",
        "Shown in the usage section when no agent is on a plan or a free trial.",
        "No agent is counting usage yet.",
      ),
      labelField(
        "usageLinkLabel",
        "Link",
        "Link under the usage section, to the Usage and plan area.",
        "Usage and plan",
      ),
    ]),
  ],
});
