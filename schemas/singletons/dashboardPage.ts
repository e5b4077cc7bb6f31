import { DashboardIcon } from "@sanity/icons/Dashboard";
import { defineArrayMember, defineField, defineType } from "sanity";
import {
  busyButtonFields,
  inFieldset,
  keepPlaceholders,
  labelField,
  languageField,
  personFieldLabel,
} from "../lib/fields";
import { attentionField } from "./dashboard/attention";
import { overviewCardsField, trialInvitationField } from "./dashboard/overviewCards";
import { refusalsField } from "./dashboard/refusals";
import { refreshTextsField } from "./dashboard/refreshTexts";
import { runsAreaField } from "./dashboard/runsArea";
import { planArea } from "./dashboard/planArea";
import { billingArea } from "./dashboard/billingArea";
import { usageHistory } from "./dashboard/usageHistory";
import { notificationsField } from "./dashboard/notifications";

const profileForm = "the profile form";

/** A section's heading and the text under it (`section`: "Analytics"). */
const sectionHeadFields = (section: string, [title, description]: readonly [string, string]) => [
  labelField("title", "Title", `Heading of the Overview's ${section} section.`, title),
  defineField({
    name: "description",
    title: "Description",
    type: "string",
    description: `Text under the ${section} heading.`,
    initialValue: description,
  }),
];

/**
 * An area's browser tab title, its heading and the text under it (`area`: "Agents", at `path`).
 */
const areaHeadFields = (
  area: string,
  path: string,
  [pageTitle, title, description]: readonly [string, string, string],
) => [
  defineField({
    name: "pageTitle",
    title: "Browser tab title",
    type: "string",
    description: `Browser tab title of the ${area} area (${path}), before the site name.`,
    initialValue: pageTitle,
  }),
  labelField("title", "Heading", `Heading of the ${area} area (${path}).`, title),
  defineField({
    name: "description",
    title: "Description",
    type: "string",
    description: `Text under the ${area} area's heading.`,
    initialValue: description,
  }),
];

/**
 * How a section names each status the backend sends (`statuses`: field name → title in the
 * Studio, what has that status, default).
 */
const statusLabelsField = (title: string, section: string, statuses: [string, string, string, string][]) =>
  defineField({
    name: "statusLabels",
    title,
    type: "object",
    description: `How ${section} names each status the backend sends.`,
    fields: statuses.map(([name, statusTitle, what, initial]) =>
      labelField(name, statusTitle, `Status of ${what}, in ${section}.`, initial),
    ),
  });

export const dashboardPage = defineType({
  name: "dashboardPage",
  title: "Dashboard",
  type: "document",
  icon: DashboardIcon,
  // One tab per area of the client area (docs/client-area.md), then what the areas share.
  groups: [
    { name: "overview", title: "Overview", default: true },
    { name: "agents", title: "Agents" },
    { name: "runs", title: "Runs" },
    { name: "workflows", title: "Workflows" },
    { name: "plan", title: "Usage and plan" },
    { name: "billing", title: "Billing" },
    { name: "settings", title: "Settings" },
    { name: "navigation", title: "Navigation" },
    { name: "loadStates", title: "Loading and faults" },
    { name: "notifications", title: "Notifications" },
  ],
  fields: [
    languageField(),
    defineField({
      name: "pageTitle",
      title: "Browser tab title",
      type: "string",
      group: "overview",
      description: "Browser tab title of the Overview (/dashboard), before the site name.",
      initialValue: "Dashboard",
    }),
    labelField(
      "greeting",
      "Greeting",
      "Start of the Overview's heading, before the customer's name or e-mail (\"Welcome, Ada\").",
      "Welcome,",
      { group: "overview" },
    ),
    overviewCardsField,
    trialInvitationField,
    defineField({
      name: "navigation",
      title: "Navigation",
      type: "object",
      group: "navigation",
      description:
        "The client area's navigation between its areas: a side bar on wide screens, a row of links above the area on phones.",
      fields: [
        labelField("label", "Name", "Not visible: the navigation's name for screen readers.", "Dashboard"),
        labelField("overview", "Overview", "Link to the Overview (/dashboard).", "Overview"),
        labelField("agents", "Agents", "Link to the Agents area (/dashboard/agents).", "Agents"),
        labelField("runs", "Runs", "Link to the Runs area (/dashboard/runs).", "Runs"),
        labelField(
          "workflows",
          "Workflows",
          "Link to the Workflows area (/dashboard/workflows).",
          "Workflows",
        ),
        labelField(
          "plan",
          "Usage and plan",
          "Link to the Usage and plan area (/dashboard/plan).",
          "Usage and plan",
        ),
        labelField("billing", "Billing", "Link to the Billing area (/dashboard/billing).", "Billing"),
        labelField("settings", "Settings", "Link to the Settings area (/dashboard/settings).", "Settings"),
      ],
    }),
    defineField({
      name: "agentsCard",
      title: "Your agents",
      type: "object",
      group: "agents",
      description:
        "The Agents area: the customer's agent subscriptions (the backend's GET /api/agents), each with its workflows.",
      fields: [
        ...areaHeadFields("Agents", "/dashboard/agents", [
          "Your agents",
          "Your Agents",
          "The agents you subscribe to or are trying for free.",
        ]),
        labelField(
          "emptyText",
          "No agents",
          "Text of the Your agents section when the customer has no subscription yet.",
          "You have no agents yet. Start a free trial on an agent's page and it shows here.",
        ),
        labelField("linkLabel", "Link", "Link under the list of agents, to /agents.", "View Agents"),
        labelField("planLabel", "Plan", "Name of the plan line of each agent in Your agents.", "Plan"),
        labelField(
          "statusLabel",
          "Status",
          "Name of the status line of each agent in Your agents.",
          "Status",
        ),
        labelField(
          "trialEndsLabel",
          "Trial ends",
          "Name of the trial end date of an agent in Your agents (shown for trials only).",
          "Trial ends",
        ),
        labelField(
          "startedLabel",
          "Started",
          "Name of the start date of each agent in Your agents.",
          "Since",
        ),
        labelField(
          "workflowsLabel",
          "Workflows",
          "Heading of the list of an agent's workflows, under each agent.",
          "Workflows",
        ),
        labelField(
          "noWorkflowsText",
          "No workflows",
          "Under an agent that has no workflow yet.",
          "No workflows yet.",
        ),
        labelField(
          "renewsLabel",
          "Renews",
          "Name of the renewal date of a paid subscription in Your agents.",
          "Renews",
        ),
        labelField(
          "endsLabel",
          "Ends",
          "Name of the date a cancelled subscription or trial stops working (it does not renew).",
          "Ends",
        ),
        labelField(
          "nextPlanLabel",
          "Next plan",
          "Name of the plan a subscription moves to at its period's end (a downgrade that waits).",
          "Next plan",
        ),
        labelField(
          "nextPlanText",
          "Next plan and when",
          `The plan a subscription moves to, and when.${keepPlaceholders("plan", "date")}`,
          "{plan} from {date}",
        ),
        labelField("usageLabel", "Usage", "Name of each agent's usage this period.", "Used this period"),
        labelField(
          "usageText",
          "Used of a quota",
          `An agent's use of its plan's quota this period ("46 of 50 pieces").${keepPlaceholders("used", "limit", "unit")}`,
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
          "usageMissingText",
          "Usage not available",
          "In place of an agent's usage when it could not be loaded (or the backend sent none).",
          "Not available",
        ),
        statusLabelsField("Subscription statuses", "Your agents", [
          ["trial", "Trial", "an agent on a free trial", "Free trial"],
          ["active", "Active", "a paid, running subscription", "Active"],
          ["paused", "Paused", "a paused subscription", "Paused"],
          ["cancelled", "Cancelled", "a cancelled subscription", "Cancelled"],
        ]),
      ],
    }),
    defineField({
      name: "workflowsCard",
      title: "Your workflows",
      type: "object",
      group: "workflows",
      description:
        "The Workflows area: the customer's workflows (the backend's GET /api/workflows). Each agent in the Agents area lists its own with these statuses.",
      fields: [
        ...areaHeadFields("Workflows", "/dashboard/workflows", [
          "Your workflows",
          "Your Workflows",
          "What your agents run for you, with the last 30 days' runs.",
        ]),
        labelField(
          "emptyText",
          "No workflows",
          "Text of the Your workflows section when the customer has none.",
          "No workflows yet. Your agents' workflows show here once an agent is set up.",
        ),
        labelField(
          "agentLabel",
          "Agent",
          "Name of the agent line of each workflow in Your workflows.",
          "Agent",
        ),
        labelField(
          "statusLabel",
          "Status",
          "Name of the status line of each workflow in Your workflows.",
          "Status",
        ),
        labelField("lastRunLabel", "Last run", "Name of the last run's date of each workflow.", "Last run"),
        labelField("neverRunText", "Never run", "Last run of a workflow that has not run yet.", "Not yet"),
        labelField("runsLabel", "Runs", "Name of each workflow's number of runs.", "Runs (30 days)"),
        labelField(
          "successRateLabel",
          "Success rate",
          "Name of each workflow's share of successful runs.",
          "Success rate (30 days)",
        ),
        labelField(
          "noRunsText",
          "No runs",
          "Success rate of a workflow without runs in the last 30 days.",
          "No runs",
        ),
        ...busyButtonFields(
          ["pauseLabel", "pausingLabel"],
          "Pause button",
          "the button of a running or failing workflow that pauses it",
          "while it is being paused",
          ["Pause", "Pausing..."],
        ),
        ...busyButtonFields(
          ["resumeLabel", "resumingLabel"],
          "Resume button",
          "the button of a paused workflow that resumes it",
          "while it is being resumed",
          ["Resume", "Resuming..."],
        ),
        labelField(
          "pausedText",
          "Paused",
          `Read out by screen readers once a workflow is paused.${keepPlaceholders("workflow")}`,
          "{workflow} is paused: it makes no runs until you resume it.",
        ),
        labelField(
          "resumedText",
          "Resumed",
          `Read out by screen readers once a workflow is resumed.${keepPlaceholders("workflow")}`,
          "{workflow} is resumed.",
        ),
        labelField(
          "pauseRefusedText",
          "Not paused",
          `Under a workflow that could not be paused, before the reason (Refused actions).${keepPlaceholders("workflow")}`,
          "{workflow} was not paused.",
        ),
        labelField(
          "resumeRefusedText",
          "Not resumed",
          `Under a workflow that could not be resumed, before the reason (Refused actions).${keepPlaceholders("workflow")}`,
          "{workflow} was not resumed.",
        ),
        labelField(
          "lastErrorLabel",
          "Last error",
          "Name of a failing workflow's last error, as its failed run gives it.",
          "Last error",
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
        statusLabelsField("Workflow statuses", "Your workflows", [
          ["running", "Running", "a running workflow", "Running"],
          ["paused", "Paused", "a paused workflow", "Paused"],
          ["failing", "Failing", "a failing workflow", "Failing"],
        ]),
      ],
    }),
    attentionField,
    defineField({
      name: "analyticsCard",
      title: "Analytics",
      type: "object",
      group: "overview",
      description: "Section of the Overview: a chart of the customer's runs per day over the last 30 days.",
      fields: [
        ...sectionHeadFields("Analytics", [
          "Analytics",
          "Your workflows' runs per day over the last 30 days, succeeded and failed.",
        ]),
        labelField(
          "chartLabel",
          "Chart name",
          "Not visible: the chart's name for screen readers.",
          "Runs per day over the last 30 days",
        ),
        labelField(
          "succeededLabel",
          "Succeeded",
          "Legend and table column of the successful runs.",
          "Succeeded",
        ),
        labelField("failedLabel", "Failed", "Legend and table column of the failed runs.", "Failed"),
        labelField(
          "tableLabel",
          "Show as table",
          "Button under the chart that shows its figures as a table.",
          "Show as table",
        ),
        labelField("dayLabel", "Day", "First column of the chart's table.", "Day"),
        labelField("totalLabel", "Total", "Last row of the chart's table.", "Total"),
        labelField(
          "emptyText",
          "No runs",
          "Text of the analytics section when the customer's workflows had no run in 30 days.",
          "No runs in the last 30 days yet.",
        ),
      ],
    }),
    defineField({
      name: "loadStates",
      title: "Loading and faults",
      type: "object",
      group: "loadStates",
      description:
        "What each area's lists, Analytics and the profile in Settings say while loading, and when the backend cannot give their data; each fault comes with a Retry button. A profile that could not be saved adds the fault's text to its message.",
      fields: [
        labelField("loadingText", "Loading", "Shown in a section while its data loads.", "Loading..."),
        labelField("retryLabel", "Retry", "Button after a fault that loads the section again.", "Retry"),
        labelField(
          "signInAgainLabel",
          "Sign in again",
          "Button beside Retry when the backend refused the sign-in: signs out, then back to the same page once signed in.",
          "Sign in again",
        ),
        labelField(
          "noBackendText",
          "No backend",
          "Shown in each section when the site is built without a backend (no VITE_API_URL).",
          "This site has no backend configured, so your agents and workflows cannot be shown here.",
        ),
        labelField(
          "downText",
          "Backend unreachable",
          "Fault: the backend could not be reached.",
          "We could not reach our servers. Check your connection, then retry.",
        ),
        labelField(
          "timeoutText",
          "No answer",
          "Fault: the backend did not answer within 10 seconds.",
          "Our servers did not answer within 10 seconds.",
        ),
        labelField(
          "unauthorizedText",
          "Sign-in refused",
          "Fault: the backend refused the sign-in, even after it was renewed.",
          "Our servers could not confirm your sign-in. Retry, or sign in again.",
        ),
        labelField(
          "mismatchText",
          "Unreadable answer",
          "Fault: the backend's answer is not what the site expects (openapi.yaml), once our team has been told of it.",
          "Our servers sent an answer this page cannot read. We have been told.",
        ),
        labelField(
          "mismatchUnreportedText",
          "Unreadable answer, not reported",
          "Fault: as the unreadable answer, while telling our team has not gone through (so it must not say they know).",
          "Our servers sent an answer this page cannot read. Please retry in a moment.",
        ),
        labelField(
          "serverText",
          "Server error",
          "Fault: the backend reported an error of its own (5xx).",
          "Our servers had a problem. Please retry in a moment.",
        ),
        labelField("otherText", "Other fault", "Fault: any other failure.", "This could not be loaded."),
      ],
    }),
    refusalsField,
    refreshTextsField,
    runsAreaField,
    defineField({
      name: "settingsCard",
      title: "Account settings",
      type: "object",
      group: "settings",
      fieldsets: [
        { name: "profile", title: "Profile form" },
        { name: "password", title: "Password form" },
        { name: "email", title: "E-mail address and its verification" },
      ],
      description:
        "The Settings area: the customer's profile (the backend's GET and PUT /api/users/profile), password and e-mail verification.",
      fields: [
        ...areaHeadFields("Settings", "/dashboard/settings", [
          "Account settings",
          "Account Settings",
          "Your profile, your password and your e-mail address.",
        ]),
        ...inFieldset("profile", [
          labelField(
            "profileTitle",
            "Profile title",
            "Heading of the profile form in Account settings.",
            "Profile",
          ),
          personFieldLabel("firstName", "firstNameLabel", profileForm),
          personFieldLabel("lastName", "lastNameLabel", profileForm),
          personFieldLabel("company", "companyLabel", profileForm),
          personFieldLabel("phone", "phoneLabel", profileForm),
          ...busyButtonFields(
            ["saveLabel", "savingLabel"],
            "Save button",
            "the profile form's button",
            "while the profile is being saved",
            ["Save", "Saving..."],
          ),
          labelField(
            "profileUpdatedText",
            "Profile saved",
            "Message under the profile form once the profile is saved.",
            "Profile updated successfully.",
          ),
        ]),
        ...inFieldset("password", [
          labelField(
            "passwordTitle",
            "Password title",
            "Heading of the change-password form in Account settings.",
            "Password",
          ),
          labelField(
            "currentPasswordLabel",
            "Current password",
            "Label of the change-password form's field for the password in use.",
            "Current Password",
          ),
          labelField(
            "newPasswordLabel",
            "New password",
            "Label of the change-password form's field for the new password.",
            "New Password",
          ),
          labelField(
            "confirmPasswordLabel",
            "Confirm new password",
            "Label of the change-password form's field where the new password is typed again.",
            "Confirm New Password",
          ),
          ...busyButtonFields(
            ["changePasswordLabel", "changingPasswordLabel"],
            "Change password button",
            "the change-password form's button",
            "while the password is being changed",
            ["Change Password", "Changing Password..."],
          ),
          labelField(
            "passwordChangedText",
            "Password changed",
            "Message under the change-password form once the new password is set.",
            "Your password has been changed. Use it the next time you sign in.",
          ),
          labelField(
            "wrongPasswordText",
            "Wrong current password",
            "Message under the change-password form when the current password typed is not the account's.",
            "Your current password is not correct. Your password was not changed.",
          ),
          labelField(
            "passwordErrorText",
            "Password not changed",
            "Message under the change-password form when the password could not be changed for another reason.",
            "Your password could not be changed. Please try again.",
          ),
          labelField(
            "googlePasswordText",
            "Password managed by Google",
            "Shown in place of the change-password form to a customer who signs in with Google only.",
            "You sign in with Google, so your password is managed in your Google account.",
          ),
        ]),
        ...inFieldset("email", [
          labelField(
            "emailTitle",
            "E-mail title",
            "Heading of the e-mail address part of Account settings, above the address and whether it is verified.",
            "Email Address",
          ),
          labelField(
            "verifiedText",
            "Verified",
            "Next to the customer's e-mail address once it is verified.",
            "Verified",
          ),
          labelField(
            "unverifiedText",
            "Not verified",
            "Next to the customer's e-mail address while it is not verified.",
            "Not verified yet",
          ),
          ...busyButtonFields(
            ["sendVerificationLabel", "sendingVerificationLabel"],
            "Send verification button",
            "the button under an unverified e-mail address that sends the verification e-mail",
            "while the e-mail is being sent",
            ["Send Verification Email", "Sending..."],
          ),
          labelField(
            "verificationSentText",
            "Verification sent",
            "Message under the send-verification button once the e-mail is sent.",
            "Verification email sent. Open the link in it, then reload this page.",
          ),
          labelField(
            "verificationErrorText",
            "Verification not sent",
            "Message under the send-verification button when the e-mail could not be sent.",
            "The verification email could not be sent. Please try again.",
          ),
        ]),
      ],
    }),
    defineField({
      name: "quickStatsTitle",
      title: "Quick stats title",
      type: "string",
      group: "overview",
      description: "Heading of the figures at the bottom of the Overview.",
      initialValue: "Quick Stats",
    }),
    defineField({
      name: "customerStats",
      title: "Your figures",
      type: "object",
      group: "overview",
      description: "The customer's own figures in Quick Stats, computed from their agents and workflows.",
      fields: [
        labelField("title", "Title", "Heading of the customer's own figures in Quick Stats.", "Your figures"),
        labelField(
          "activeAgentsLabel",
          "Active agents",
          "Under the number of the customer's agents that are active or on a trial.",
          "Active agents",
        ),
        labelField(
          "runsThisMonthLabel",
          "Runs this month",
          "Under the number of the customer's runs since the 1st of this month (UTC).",
          "Runs this month",
        ),
        labelField(
          "successRateLabel",
          "Success rate",
          "Under the share of the customer's runs that succeeded in the last 30 days.",
          "Success rate (30 days)",
        ),
        labelField(
          "unavailableText",
          "Not available",
          "In place of a figure whose data is loading or could not be loaded.",
          "–",
        ),
      ],
    }),
    labelField(
      "platformStatsTitle",
      "Platform figures title",
      "Heading of the fixed figures in Quick Stats, which are the platform's, not the customer's.",
      "Across the Nexora AI platform",
      { group: "overview" },
    ),
    defineField({
      name: "quickStats",
      title: "Platform figures",
      type: "array",
      group: "overview",
      description:
        "The platform's figures in Quick Stats, under the platform figures title (the same for every customer).",
      of: [defineArrayMember({ type: "stat" })],
    }),
    planArea,
    billingArea,
    usageHistory,
    notificationsField,
  ],
  preview: { prepare: () => ({ title: "Dashboard" }) },
});
