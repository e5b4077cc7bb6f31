import { field, member } from "./define";
import { busyButtonFields, labelField, personFieldLabel } from "./fields";

// The texts of the three lead forms: a lead form section (blocks/lead-form/) holds those of
// the form it shows. Initial values: today's wording.

const optional = { optional: true };

// What the contact section and the full contact form share.
const SEND_MESSAGE = "Send Message";
const MESSAGE_SENT =
  "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";

/** The name and e-mail fields of the consultation card and the contact section (`form`). */
const nameAndEmailLabels = (form: string) => [
  labelField("nameLabel", "Name label", `Label of the ${form}'s name field.`, "Your Name", optional),
  labelField("emailLabel", "E-mail label", `Label of the ${form}'s e-mail field.`, "Email Address", optional),
];

const successMessageField = (where: string, initialValue: string) =>
  field({
    name: "successMessage",
    title: "Success message",
    type: "text",
    rows: 2,
    description: `Green message under the button ${where}.`,
    initialValue,
  });

/** The consultation request card: name, e-mail, company and goals (source "home-banner"). */
export const bannerFormFields = [
  labelField(
    "title",
    "Title",
    "Heading of the consultation card.",
    "Get Your Free Automation Assessment",
    optional,
  ),
  field({
    name: "text",
    title: "Text",
    type: "text",
    rows: 2,
    description: "Paragraph under the heading of the consultation card.",
    initialValue:
      "Tell us about your goals and we will get back to you within 24 hours with ideas for where AI can help first.",
  }),
  ...nameAndEmailLabels("consultation card"),
  labelField("companyLabel", "Company label", "Label of the company field.", "Company Name", optional),
  labelField(
    "goalsLabel",
    "Goals label",
    "Label of the goals text box.",
    "What would you like to automate?",
    optional,
  ),
  labelField(
    "submitLabel",
    "Submit button label",
    "Text on the card's submit button.",
    "Get Free Assessment",
    optional,
  ),
  successMessageField(
    "after the request is sent",
    "Thank you! We have received your request and will get back to you within 24 hours.",
  ),
];

/** The contact section: a short form (name, e-mail, project) beside the contact details (source "home-contact"). */
export const contactSectionFields = [
  labelField(
    "title",
    "Title",
    "Heading of the contact section.",
    "Ready to Automate Your Business?",
    optional,
  ),
  field({
    name: "intro",
    title: "Intro",
    type: "text",
    rows: 2,
    description: "Paragraph under the heading, above the contact details.",
    initialValue:
      "Tell us about your project. We respond within 24 hours, and your first 30-minute consultation is free.",
  }),
  ...nameAndEmailLabels("contact section"),
  labelField(
    "projectLabel",
    "Project label",
    "Label of the project text box.",
    "Tell us about your project",
    optional,
  ),
  labelField(
    "submitLabel",
    "Submit button label",
    "Text on the form's submit button.",
    SEND_MESSAGE,
    optional,
  ),
  successMessageField("after the message is sent", MESSAGE_SENT),
];

// The full contact form (source "contact-page"): the contact details panel, the form, then the
// schedule box. The contact page puts the panel and the box in its "content" group.

/** The contact details panel beside the full contact form (the details come from site settings). */
export const contactDetailsFields = [
  labelField(
    "detailsTitle",
    "Contact details title",
    "Heading of the contact details panel beside the form.",
    "Get in Touch",
    optional,
  ),
  field({
    name: "detailsText",
    title: "Contact details text",
    type: "text",
    rows: 3,
    description: "Paragraph above the e-mail, phone and address in the contact details panel.",
    initialValue:
      "Prefer e-mail or phone? Reach us directly and a member of our team will answer. We respond within 24 hours.",
  }),
];

const options = (name: string, title: string, control: string, initial: [value: string, label: string][]) =>
  field({
    name,
    title,
    type: "array",
    description: `Choices of the ${control} dropdown in the contact form; each option's value is what the form sends.`,
    of: [member({ type: "option" })],
    initialValue: initial.map(([value, label]) => ({ _type: "option", _key: value, value, label })),
  });

/** The full contact form's texts and choices. */
export const contactFormFields = [
  labelField("formTitle", "Form title", "Heading above the contact form.", "Send Us a Message", optional),
  field({
    name: "formLabels",
    title: "Field labels",
    type: "object",
    description: "Labels of the contact form's fields.",
    fields: [
      personFieldLabel("firstName", "firstName", "the contact form"),
      personFieldLabel("lastName", "lastName", "the contact form"),
      personFieldLabel("email", "email", "the contact form"),
      labelField("company", "Company", "Label of the company field.", "Company"),
      labelField("service", "Service", "Label of the service list.", "Service of Interest"),
      labelField("message", "Message", "Label of the message field.", "Message"),
      labelField("budget", "Budget", "Label of the budget list.", "Budget"),
      labelField("timeline", "Timeline", "Label of the timeline list.", "Timeline"),
      labelField(
        "choose",
        "Empty choice",
        "First entry of the service, budget and timeline lists, meaning no choice.",
        "Select an option",
      ),
    ],
  }),
  options("serviceOptions", "Service options", "Service of Interest", [
    ["ai-agents", "AI Agents"],
    ["marketing-automation", "Marketing Automation"],
    ["workflow-automation", "Workflow Automation"],
    ["data-integration", "Data Integration"],
    ["analytics-reporting", "Analytics and Reporting"],
    ["strategy-consulting", "Strategy and Consulting"],
    ["custom-development", "Custom Development"],
    ["other", "Other"],
  ]),
  options("budgetOptions", "Budget options", "Budget", [
    ["under-5k", "Under $5,000"],
    ["5k-15k", "$5,000 - $15,000"],
    ["15k-50k", "$15,000 - $50,000"],
    ["50k-plus", "$50,000+"],
    ["discuss", "Let's discuss"],
  ]),
  options("timelineOptions", "Timeline options", "Timeline", [
    ["asap", "ASAP"],
    ["1-2-weeks", "1-2 weeks"],
    ["1-2-months", "1-2 months"],
    ["3-6-months", "3-6 months"],
    ["flexible", "Flexible"],
  ]),
  ...busyButtonFields(
    ["submitLabel", "submittingLabel"],
    "Submit button",
    "the button under the contact form",
    "while the message is being sent",
    [SEND_MESSAGE, "Sending Message..."],
    optional,
  ),
  successMessageField("once the message is sent", MESSAGE_SENT),
  labelField(
    "privacyNote",
    "Privacy note",
    "Short note under the form; its privacy link words link to the privacy policy.",
    "We respect your privacy. Read our Privacy Policy to see how we handle your data.",
    optional,
  ),
  labelField(
    "privacyLinkText",
    "Privacy link words",
    "The words of the privacy note under the form that link to the privacy policy, as the note writes them; without them in the note, the whole note links.",
    "Privacy Policy",
    optional,
  ),
];

/** The schedule box under the contact details panel. */
export const contactScheduleFields = [
  labelField(
    "scheduleTitle",
    "Schedule title",
    "Heading of the schedule box under the contact details.",
    "Prefer to Talk It Through?",
    optional,
  ),
  field({
    name: "scheduleText",
    title: "Schedule text",
    type: "text",
    rows: 2,
    description: "Text of the schedule box under the contact details.",
    initialValue:
      "Book a free 30-minute consultation with an automation expert and leave with clear next steps.",
  }),
  field({
    name: "scheduleCta",
    title: "Schedule button",
    type: "cta",
    description: "Button of the schedule box under the contact details.",
    initialValue: { label: "Schedule Now", href: "/contact" },
  }),
];
