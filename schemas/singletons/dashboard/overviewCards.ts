import { defineField } from "sanity";
import { labelField } from "../../lib/fields";

// The Overview's cards, its first step into the areas (the spec's AI Agents, Analytics and
// Account Settings), and its invitation to a free trial for a customer without an agent
// (/dashboard, docs/client-area.md): objects of `dashboardPage`, in the Overview's Studio tab.

/** A card: its title, a line under it and its link's text (`where`: what the link opens). */
const card = (
  name: string,
  title: string,
  where: string,
  [cardTitle, description, linkLabel]: readonly [string, string, string],
) =>
  defineField({
    name,
    title,
    type: "object",
    description: `The ${title} card: its link opens ${where}.`,
    fields: [
      labelField("title", "Title", `Heading of the ${title} card.`, cardTitle),
      labelField("description", "Description", `One line under the ${title} card's heading.`, description),
      labelField("linkLabel", "Link", `The ${title} card's link, to ${where}.`, linkLabel),
    ],
  });

export const overviewCardsField = defineField({
  name: "overviewCards",
  title: "Cards",
  type: "object",
  group: "overview",
  description:
    "The Overview's three cards under the greeting, each a way into a part of the site: the agents, the runs, the account settings.",
  fields: [
    card("agents", "AI Agents", "the agents' page (/agents)", [
      "AI Agents",
      "Browse our agents and what each one can do for you.",
      "View Agents",
    ]),
    card("analytics", "Analytics", "the Runs area (/dashboard/runs)", [
      "Analytics",
      "Every run of your workflows, filtered by status, workflow or agent.",
      "See your runs",
    ]),
    card("settings", "Account Settings", "the Settings area (/dashboard/settings)", [
      "Account Settings",
      "Your profile, your password and your e-mail address.",
      "Open settings",
    ]),
  ],
});

export const trialInvitationField = defineField({
  name: "trialInvitation",
  title: "Free trial invitation",
  type: "object",
  group: "overview",
  description:
    "Shown on the Overview, under the cards, only to a customer who has no agent yet (no subscription, no trial): an invitation to start a free trial, with a link to the agents' page, where each agent's Start Free Trial starts one.",
  fields: [
    labelField("title", "Title", "Heading of the invitation.", "Start with a free trial"),
    labelField(
      "text",
      "Text",
      "The invitation's text, under its heading.",
      "You have no agent yet. Try any of our agents for free: it shows here, with its workflows and usage, as soon as its trial starts.",
    ),
    labelField(
      "linkLabel",
      "Link",
      "The invitation's link, to the agents' page (/agents).",
      "Choose an agent",
    ),
  ],
});
