import { RobotIcon } from "@sanity/icons/Robot";
import { defineField, defineType } from "sanity";
import { labelField, languageField } from "../lib/fields";
import { validHref } from "../lib/validation";
import { AGENT_TAB_NAMES } from "../lib/defaultTexts";

export const agentsPage = defineType({
  name: "agentsPage",
  title: "Agent cards and pages",
  type: "document",
  icon: RobotIcon,
  description:
    "The texts shared by the agent cards and every agent page. The /agents page itself is a page built from blocks (Pages).",
  groups: [
    { name: "overview", title: "Agent cards", default: true },
    { name: "agentPages", title: "Agent pages" },
  ],
  fields: [
    languageField(),
    defineField({
      name: "fromLabel",
      title: '"From" label',
      type: "string",
      group: "overview",
      description:
        "Before the lowest plan price on the agent cards (agents grid sections, as on the home page and /agents) and before starting prices of add-ons on /pricing.",
      initialValue: "From",
    }),
    defineField({
      name: "learnMoreLabel",
      title: "Learn more label",
      type: "string",
      group: "overview",
      description:
        "Link text at the bottom of the agent cards (agents grid sections, as on the home page and /agents).",
    }),
    labelField(
      "bestForLabel",
      '"Best for" label',
      "Before the agent's Best for text on the agent cards (agents grid sections, as on the home page and /agents).",
      "Best for:",
      { group: "overview" },
    ),
    defineField({
      name: "tabLabels",
      title: "Tab labels",
      type: "object",
      group: "agentPages",
      description: "Names of the five tabs on every agent page.",
      initialValue: AGENT_TAB_NAMES,
      fields: Object.entries(AGENT_TAB_NAMES).map(([name, title]) =>
        defineField({
          name,
          title,
          type: "string",
          description: `Name of the ${title} tab. Empty: "${title}".`,
        }),
      ),
    }),
    defineField({
      name: "startTrialCta",
      title: "Start trial button",
      type: "cta",
      group: "agentPages",
      description:
        "First button in the hero of every agent page. A signed-in customer's click starts a free trial of the agent's popular plan and opens the dashboard; a visitor's opens this link (e.g. /signup), which remembers the agent and starts the trial once they have signed up or in.",
      initialValue: { label: "Start Free Trial", href: "/signup" },
    }),
    labelField(
      "trialStartingLabel",
      "Trial starting label",
      "Text of the Start trial button while a signed-in customer's trial starts (agent pages), and the line the dashboard shows while it starts the trial a visitor chose before signing up or in.",
      "Starting your trial...",
      { group: "agentPages" },
    ),
    labelField(
      "trialExistsText",
      "Trial already started message",
      "Shown under the Start trial button (agent pages) and at the top of the dashboard when the customer already has a trial of that agent. Write {agent} where the agent's name goes.",
      "You already have a trial of {agent}. It is on your dashboard.",
      { group: "agentPages" },
    ),
    labelField(
      "trialDashboardLinkLabel",
      "Go to dashboard link",
      "Link to the dashboard after the trial-already-started message on agent pages.",
      "Go to your dashboard",
      { group: "agentPages" },
    ),
    labelField(
      "trialFailedText",
      "Trial failed message",
      "Shown under the Start trial button (agent pages) and at the top of the dashboard when a trial could not be started (backend down, slow or faulty).",
      "We could not start your free trial just now. Please try again.",
      { group: "agentPages" },
    ),
    labelField(
      "trialRetryLabel",
      "Trial retry button",
      "Button after the trial failed message (agent pages and dashboard) that tries to start the trial again.",
      "Try again",
      { group: "agentPages" },
    ),
    defineField({
      name: "watchDemoLabel",
      title: "Watch demo label",
      type: "string",
      group: "agentPages",
      description: "Second button in the hero of every agent page; it opens the Demo tab.",
      initialValue: "Watch Demo",
    }),
    defineField({
      name: "popularLabel",
      title: "Popular badge",
      type: "string",
      group: "agentPages",
      description: "Badge on the popular plan card (agent pages and agent plans on /pricing).",
      initialValue: "Most Popular",
    }),
    defineField({
      name: "popularPlanButton",
      title: "Popular plan button",
      type: "string",
      group: "agentPages",
      description: "Button text on the popular plan card (agent pages and /pricing).",
      initialValue: "Get Started",
    }),
    defineField({
      name: "planButton",
      title: "Other plans button",
      type: "string",
      group: "agentPages",
      description: "Button text on the other plan cards (agent pages and /pricing).",
      initialValue: "Choose Plan",
    }),
    defineField({
      name: "planCtaHref",
      title: "Plan buttons link",
      type: "string",
      group: "agentPages",
      description: "Where every plan card button leads, e.g. /signup.",
      initialValue: "/signup",
      validation: (rule) => rule.custom(validHref),
    }),
    defineField({
      name: "demoNote",
      title: "Demo note",
      type: "text",
      rows: 2,
      group: "agentPages",
      description:
        "Green message after a demo form is submitted, before the link to book a live demo; an agent's own success message replaces it.",
    }),
    labelField(
      "demoLinkLabel",
      "Book a demo link",
      "Link to /contact after the message shown once a demo form is submitted.",
      "Book a live demo",
      { group: "agentPages" },
    ),
  ],
  preview: { prepare: () => ({ title: "Agent cards and pages" }) },
});
