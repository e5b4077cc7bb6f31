import { defineField } from "sanity";
import { inFieldset, labelField } from "../../lib/fields";

/**
 * What the client area tells the customer (the backend's notifications): the list in the
 * header of every area, and the choice of what is told where, in Settings.
 */
export const notificationsField = defineField({
  name: "notifications",
  title: "Notifications",
  type: "object",
  group: "notifications",
  fieldsets: [
    { name: "panel", title: "The list in the header" },
    { name: "kinds", title: "What each notification says" },
    { name: "preferences", title: "Choices in Settings" },
  ],
  description:
    "The notifications button in the header of every area and the list it opens, what each kind of notification says, and the choices in Settings. A {name} in a text is filled in.",
  fields: [
    ...inFieldset("panel", [
      labelField(
        "buttonLabel",
        "Button",
        "Not visible: the header's notifications button's name for screen readers when nothing is unread.",
        "Notifications",
      ),
      labelField(
        "buttonUnreadLabel",
        "Button, with unread",
        "Not visible: the button's name when some are unread; {count} is how many.",
        "Notifications, {count} unread",
      ),
      labelField("title", "Title", "Heading of the list the button opens.", "Notifications"),
      labelField("emptyText", "Empty", "In the list when there is no notification.", "No notifications"),
      labelField(
        "unreadLabel",
        "Unread",
        "Not visible: said before an unread notification's text to screen readers (a dot shows it).",
        "Unread:",
      ),
      labelField("markAllLabel", "Mark all as read", "Button under the list's title.", "Mark all as read"),
      labelField(
        "markAllDoneText",
        "All read",
        "Not visible: said to screen readers once every notification is marked read.",
        "All notifications are marked as read.",
      ),
      labelField(
        "markAllFailedText",
        "Not marked read",
        "When marking all as read failed; the reason follows.",
        "The notifications were not marked as read.",
      ),
    ]),
    ...inFieldset("kinds", [
      labelField(
        "runFailedText",
        "A run failed",
        "{workflow}: the workflow's name. Links to the run.",
        "A run of {workflow} failed.",
      ),
      labelField(
        "workflowFailingText",
        "A workflow is failing",
        "{workflow}: the workflow's name. Links to the Workflows area.",
        "{workflow} is failing.",
      ),
      labelField(
        "quota80Text",
        "Quota at 80 %",
        "{agent}: the agent's name. Links to Usage and plan.",
        "{agent} has used 80 % of this period's quota.",
      ),
      labelField(
        "quota100Text",
        "Quota used up",
        "{agent}: the agent's name. Links to Usage and plan.",
        "{agent} has used all of this period's quota.",
      ),
      labelField(
        "trialEndingText",
        "A trial is ending",
        "{agent}: the agent's name; {date}: the trial's end. Links to Usage and plan.",
        "Your {agent} trial ends on {date}.",
      ),
      labelField("invoiceText", "A new invoice", "Links to Usage and plan.", "A new invoice is ready."),
    ]),
    ...inFieldset("preferences", [
      labelField("preferencesTitle", "Title", "Heading of the choices in Settings.", "Notifications"),
      labelField(
        "preferencesDescription",
        "Description",
        "Under the heading.",
        "Choose what we tell you, and where. E-mails go to your account's address.",
      ),
      labelField("kindHeader", "Kind column", "Heading of the column of kinds.", "Notification"),
      labelField("emailLabel", "E-mail", "Heading of the e-mail column.", "E-mail"),
      labelField(
        "inAppLabel",
        "In the client area",
        "Heading of the client area's column.",
        "In the client area",
      ),
      labelField("runFailedLabel", "A run failed", "The row of failed runs.", "A run failed"),
      labelField(
        "workflowFailingLabel",
        "A workflow is failing",
        "The row of failing workflows.",
        "A workflow is failing",
      ),
      labelField("quota80Label", "Quota at 80 %", "The row of quotas at 80 %.", "80 % of a quota used"),
      labelField("quota100Label", "Quota used up", "The row of quotas used up.", "A quota used up"),
      labelField(
        "trialEndingLabel",
        "A trial is ending",
        "The row of trials ending.",
        "A trial ending within 3 days",
      ),
      labelField("invoiceLabel", "A new invoice", "The row of invoices.", "A new invoice"),
      labelField("saveLabel", "Save", "The choices' button.", "Save"),
      labelField("savingLabel", "Saving", "The button while the choices are saved.", "Saving..."),
      labelField("savedText", "Saved", "Once the choices are saved.", "Your notification choices are saved."),
      labelField(
        "saveFailedText",
        "Not saved",
        "When saving failed (what was ticked stays); the reason follows.",
        "Your notification choices were not saved.",
      ),
    ]),
  ],
});
