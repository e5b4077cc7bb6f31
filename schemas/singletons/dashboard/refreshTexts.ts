import { defineField } from "sanity";
import { keepPlaceholders, labelField } from "../../lib/fields";

/**
 * What an area says after it has read its data again by itself (the Runs list, Workflows, the
 * Overview, Usage and plan refresh while the tab shows them): what changed, or that it could not
 * refresh. Shared by those areas.
 */
export const refreshTextsField = defineField({
  name: "refreshTexts",
  title: "Refreshing",
  type: "object",
  group: "loadStates",
  description:
    "The Runs list, Workflows, the Overview and Usage and plan read their data again every so often while the tab shows them. What they then say, quietly, under their heading (read out by screen readers): what changed, or that the refresh failed. Nothing is said when nothing changed.",
  fields: [
    labelField("newRunText", "One new run", "After a refresh of the Runs list: one run is new.", "1 new run"),
    labelField(
      "newRunsText",
      "New runs",
      `After a refresh of the Runs list: several runs are new.${keepPlaceholders("count")}`,
      "{count} new runs",
    ),
    labelField(
      "changedRunText",
      "One run changed",
      "After a refresh of the Runs list: one run's status changed.",
      "1 run changed status",
    ),
    labelField(
      "changedRunsText",
      "Runs changed",
      `After a refresh of the Runs list: several runs' status changed.${keepPlaceholders("count")}`,
      "{count} runs changed status",
    ),
    labelField(
      "changedWorkflowText",
      "One workflow changed",
      "After a refresh of Workflows or the Overview: one workflow's status or last run changed.",
      "1 workflow changed",
    ),
    labelField(
      "changedWorkflowsText",
      "Workflows changed",
      `After a refresh of Workflows or the Overview: several workflows changed.${keepPlaceholders("count")}`,
      "{count} workflows changed",
    ),
    labelField(
      "changedAgentText",
      "One agent changed",
      "After a refresh of Usage and plan or the Overview: one agent's usage or plan changed.",
      "1 agent's usage or plan changed",
    ),
    labelField(
      "changedAgentsText",
      "Agents changed",
      `After a refresh of Usage and plan or the Overview: several agents' usage or plan changed.${keepPlaceholders("count")}`,
      "{count} agents' usage or plan changed",
    ),
    labelField(
      "updatedText",
      "Updated at",
      `After what changed: when the refresh was.${keepPlaceholders("time")}`,
      "Updated at {time}.",
    ),
    labelField(
      "refreshFailedText",
      "Could not refresh",
      `A refresh failed: what shows stays, with this line; it tries again later.${keepPlaceholders("time")}`,
      "Could not refresh; this is as of {time}. Trying again shortly.",
    ),
  ],
});
