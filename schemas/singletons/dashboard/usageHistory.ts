import { defineField } from "sanity";
import { keepPlaceholders, labelField } from "../../lib/fields";

// Usage over time, in the Usage and plan area (/dashboard/plan, docs/client-area.md): one object
// of `dashboardPage`, in the area's Studio tab. A {name} in a text is filled in by the site. The
// units (pieces, interactions) are each plan's quota's; the limit is the backend's.

const section = "the Usage over time section";
export const usageHistory = defineField({
  name: "usageHistory",
  title: "Usage over time",
  type: "object",
  group: "plan",
  description:
    "Usage and plan's Usage over time: what each agent used each day (UTC) of the current or the previous period, as a chart and a table, with the limit the backend enforces.",
  fields: [
    labelField("title", "Heading", `Heading of ${section}.`, "Usage over time"),
    labelField(
      "description",
      "Description",
      `Text under the heading of ${section}.`,
      "What each agent used each day (UTC), against its plan's limit.",
    ),
    labelField("periodLabel", "Period switch", "Name of the switch between the two periods.", "Period"),
    labelField("currentLabel", "Current period", "The switch's choice of the current period.", "This period"),
    labelField(
      "previousLabel",
      "Previous period",
      "The switch's choice of the period before.",
      "Previous period",
    ),
    labelField(
      "periodText",
      "An agent's period",
      `Each agent's period in the legend.${keepPlaceholders("start", "end")}`,
      "{start} to {end}",
    ),
    labelField(
      "chartLabel",
      "Chart's name",
      "What screen readers call the chart.",
      "Units used each day, by agent",
    ),
    labelField(
      "dayText",
      "A day's bar",
      `What screen readers read for a day's bar.${keepPlaceholders("date", "figures")}`,
      "{date}: {figures}",
    ),
    labelField(
      "figureText",
      "An agent's figure",
      `An agent's units on a day, in a bar's text.${keepPlaceholders("agent", "used", "unit")}`,
      "{agent}, {used} {unit}",
    ),
    labelField(
      "tableCaption",
      "Table's caption",
      "Caption of the table of the same figures.",
      "Units used each day (UTC)",
    ),
    labelField("dayLabel", "Day", "Heading of the table's column of days.", "Day"),
    labelField(
      "columnText",
      "An agent's column",
      `Heading of an agent's column.${keepPlaceholders("agent", "unit")}`,
      "{agent} ({unit})",
    ),
    labelField("totalLabel", "Total", "The table's row of each agent's total.", "Total"),
    labelField("limitLabel", "Limit", "The table's row of each agent's limit (the backend's).", "Plan limit"),
    labelField("noLimitText", "No limit", "The limit of a plan without one.", "No limit"),
    labelField(
      "outsideText",
      "Outside an agent's period",
      "Read for a day outside an agent's period (agents' periods start on different days).",
      "Not in this agent's period",
    ),
    labelField(
      "emptyText",
      "No usage",
      "Shown when no agent used anything in the period.",
      "No usage in this period.",
    ),
  ],
});
