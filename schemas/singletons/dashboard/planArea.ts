import { defineField } from "sanity";
import { busyButtonFields, inFieldset, keepPlaceholders, labelField } from "../../lib/fields";

// The Usage and plan area's texts (/dashboard/plan, docs/client-area.md): one object of
// `dashboardPage`, in its own Studio tab. A {name} in a text is filled in by the site.

const area = "the Usage and plan area";

export const planArea = defineField({
  name: "planArea",
  title: "Usage and plan",
  type: "object",
  group: "plan",
  description:
    "The Usage and plan area (/dashboard/plan): each agent's usage this period against its plan's quota, changing the plan, cancelling and taking a cancellation back.",
  fieldsets: [
    { name: "head", title: "Browser tab, heading and empty state" },
    { name: "usage", title: "Usage this period" },
    { name: "change", title: "Change plan" },
    { name: "cancel", title: "Cancel and resume" },
  ],
  fields: [
    ...inFieldset("head", [
      defineField({
        name: "pageTitle",
        title: "Browser tab title",
        type: "string",
        description: `Browser tab title of ${area}, before the site name.`,
        initialValue: "Usage and plan",
      }),
      labelField("title", "Heading", `Heading of ${area}.`, "Usage and plan"),
      defineField({
        name: "description",
        title: "Description",
        type: "string",
        description: `Text under the heading of ${area}.`,
        initialValue: "What each of your agents has used this period, and its plan: change it or cancel it.",
      }),
      labelField(
        "emptyText",
        "No agents",
        "Shown when the customer has no agent on a plan or a free trial (ended ones are not listed).",
        "You have no agent on a plan or a free trial. Start a free trial on an agent's page and it shows here.",
      ),
      labelField(
        "emptyLinkLabel",
        "Link to the agents",
        "Link under the empty state, to /agents.",
        "Browse agents",
      ),
      labelField("planLabel", "Plan", "Name of the plan line of each agent.", "Plan"),
      defineField({
        name: "statusLabels",
        title: "Subscription statuses",
        type: "object",
        description: `How ${area} names each status the backend sends.`,
        fields: [
          labelField("trial", "Trial", "Status of an agent on a free trial.", "Free trial"),
          labelField("active", "Active", "Status of a paid, running subscription.", "Active"),
          labelField("paused", "Paused", "Status of a paused subscription.", "Paused"),
        ],
      }),
    ]),
    ...inFieldset("usage", [
      labelField("usageTitle", "Usage title", "Heading of each agent's usage.", "Usage this period"),
      labelField(
        "periodCountText",
        "Count, per period",
        `What is used of a quota counted per period ("412 of 500 interactions").${keepPlaceholders("used", "limit", "unit")}`,
        "{used} of {limit} {unit}",
      ),
      labelField(
        "resetsText",
        "Reset date",
        `Under a quota counted per period: when the count starts again.${keepPlaceholders("date")}`,
        "Resets on {date}",
      ),
      labelField(
        "heldCountText",
        "Count, allowance",
        `What is in use of an allowance held at any time ("12 of 50 keywords in use").${keepPlaceholders("used", "limit", "unit")}`,
        "{used} of {limit} {unit} in use",
      ),
      labelField(
        "heldText",
        "Allowance",
        "Under an allowance held at any time (a quota not counted per period).",
        "An allowance you hold at any time: it does not reset.",
      ),
      labelField(
        "unlimitedCountText",
        "Count, no limit",
        `What is used on a plan without a limit.${keepPlaceholders("used", "unit")}`,
        "{used} {unit}",
      ),
      labelField("noLimitText", "No limit", "Under the count of a plan without a limit.", "No limit"),
      labelField(
        "uncountedText",
        "Count without a quota",
        `What is used when the plan's quota is unknown to the site (its content is not published yet).${keepPlaceholders("used")}`,
        "{used} used this period",
      ),
      defineField({
        name: "levelLabels",
        title: "Usage levels",
        type: "object",
        description: "Beside the meter: how much of the quota is used, in words (not by colour alone).",
        fields: [
          labelField(
            "ok",
            "Below 80 %",
            "Below 80 % of the quota; empty: nothing is shown.",
            "Within your plan",
            {
              optional: true,
            },
          ),
          labelField("near", "From 80 %", "From 80 % of the quota.", "Nearly used up"),
          labelField("reached", "100 %", "At or over the quota.", "Limit reached"),
        ],
      }),
      labelField(
        "usageFailedText",
        "Usage not loaded",
        "Above the agents when their usage could not be loaded (the fault's text and a Retry button follow).",
        "Your usage could not be loaded, so it is not shown below.",
      ),
      labelField(
        "usageMissingText",
        "Usage not available",
        "In place of an agent's usage when it could not be loaded.",
        "Usage not available",
      ),
    ]),
    ...inFieldset("change", [
      labelField("changeLabel", "Change plan button", "Button that opens an agent's plans.", "Change plan"),
      labelField("plansLabel", "Plans", "Name of the list of the agent's plans.", "Choose a plan"),
      labelField("currentPlanLabel", "Current plan", "Badge on the plan the customer is on.", "Current plan"),
      labelField(
        "quotaPeriodText",
        "Quota per period",
        `A plan's quota counted per period ("200 pieces a month").${keepPlaceholders("limit", "unit", "period")}`,
        "{limit} {unit} a {period}",
      ),
      labelField(
        "quotaHeldText",
        "Quota held",
        `A plan's allowance held at any time ("Up to 50 keywords").${keepPlaceholders("limit", "unit")}`,
        "Up to {limit} {unit}",
      ),
      labelField(
        "quotaUnlimitedText",
        "No limit",
        `A plan's quota without a limit ("Unlimited pieces").${keepPlaceholders("unit")}`,
        "Unlimited {unit}",
      ),
      labelField(
        "differenceText",
        "Price difference",
        `Once another plan is chosen: what it costs more or less ("+$300/month").${keepPlaceholders("difference")}`,
        "Price difference: {difference}",
      ),
      labelField(
        "appliesNowText",
        "Applies now",
        "When a change applies: an upgrade of a paid subscription, at once.",
        "It applies now.",
      ),
      labelField(
        "appliesTrialText",
        "Applies now, on a trial",
        `When a change applies: on a free trial, at once, and the trial goes on.${keepPlaceholders("date")}`,
        "It applies now, and your trial continues: nothing is charged before it ends on {date}.",
      ),
      labelField(
        "appliesLaterText",
        "Applies at the period's end",
        `When a change applies: a downgrade, at the end of the period.${keepPlaceholders("date", "current")}`,
        "It applies on {date}, when your current period ends. Until then you keep {current}.",
      ),
      labelField(
        "billingText",
        "No card here",
        "Under the plans: why no payment is asked for here.",
        "No card is needed here: we bill the plan you choose with your subscription, from the day it applies.",
      ),
      ...busyButtonFields(
        ["confirmChangeLabel", "changingLabel"],
        "Confirm change button",
        "the button that confirms the change ({plan}: the plan chosen)",
        "while the plan is being changed",
        ["Change to {plan}", "Changing plan..."],
      ),
      labelField(
        "changedText",
        "Plan changed",
        `Once the plan has changed at once.${keepPlaceholders("plan")}`,
        "Your plan is now {plan}.",
      ),
      labelField(
        "scheduledText",
        "Change waiting",
        `A downgrade waiting for the period's end.${keepPlaceholders("plan", "date")}`,
        "Changes to {plan} on {date}.",
      ),
      ...busyButtonFields(
        ["keepPlanLabel", "keepingPlanLabel"],
        "Keep plan button",
        "the button beside a waiting downgrade that calls it off ({plan}: the plan kept)",
        "while the downgrade is being called off",
        ["Keep {plan}", "Keeping..."],
      ),
      labelField(
        "keptText",
        "Plan kept",
        `Once a waiting downgrade is called off.${keepPlaceholders("plan")}`,
        "You stay on {plan}.",
      ),
    ]),
    ...inFieldset("cancel", [
      labelField("cancelTrialLabel", "Cancel a trial", "Button that cancels a free trial.", "Cancel trial"),
      labelField(
        "cancelPlanLabel",
        "Cancel a subscription",
        "Button that cancels a paid subscription.",
        "Cancel subscription",
      ),
      labelField(
        "cancelTitle",
        "Confirmation's heading",
        `Heading of the window that asks to confirm a cancellation.${keepPlaceholders("agent")}`,
        "Cancel {agent}?",
      ),
      labelField(
        "cancelTrialText",
        "What happens to a trial",
        `In the confirmation of a trial's cancellation.${keepPlaceholders("agent", "date")}`,
        "Your {agent} trial stays active until {date}; then it ends and nothing is charged.",
      ),
      labelField(
        "cancelPaidText",
        "What happens to a subscription",
        `In the confirmation of a paid subscription's cancellation.${keepPlaceholders("agent", "date")}`,
        "Your {agent} subscription stays active until the end of the period on {date}; it will not renew.",
      ),
      labelField(
        "cancelDropsChangeText",
        "A waiting change is dropped",
        `In the confirmation, when a downgrade waits for that date.${keepPlaceholders("plan")}`,
        "The change to {plan} planned for that day will not happen.",
      ),
      ...busyButtonFields(
        ["confirmCancelLabel", "cancellingLabel"],
        "Confirm cancellation button",
        "the confirmation's button that cancels",
        "while it is being cancelled",
        ["Yes, cancel", "Cancelling..."],
      ),
      labelField(
        "keepLabel",
        "Keep it",
        "The confirmation's button that closes it, cancelling nothing.",
        "Keep it",
      ),
      labelField(
        "endsText",
        "Cancelled, still active",
        `On an agent that is cancelled but still works.${keepPlaceholders("date")}`,
        "Cancelled: it stays active until {date}, then ends.",
      ),
      ...busyButtonFields(
        ["resumeLabel", "resumingLabel"],
        "Resume button",
        "the button that takes a cancellation back",
        "while the cancellation is being taken back",
        ["Resume", "Resuming..."],
      ),
      labelField(
        "resumedText",
        "Resumed",
        `Once a cancellation is taken back.${keepPlaceholders("agent")}`,
        "Cancellation taken back: {agent} continues.",
      ),
    ]),
  ],
});
