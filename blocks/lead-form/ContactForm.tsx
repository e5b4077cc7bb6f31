import { stegaClean } from "@sanity/client/stega";
import { Link } from "react-router";
import type { ContactFormContent } from "#content/contentTypes.ts";
import { FormField, TextField } from "#web/shared/ui/FormField.tsx";
import { FormStatus } from "#web/shared/ui/FormStatus.tsx";
import { LeadTrapField } from "./LeadTrapField";
import { hasLeadBackend, submitLead } from "./submitLead";
import { useLeadForm } from "./useLeadForm";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";

// Spec section 9: the simulated send takes 2 s; the success banner shows for 5 s.
export const CONTACT_SIMULATED_DELAY_MS = 2000;
export const CONTACT_SUCCESS_BANNER_MS = 5000;

const EMPTY = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  service: "",
  message: "",
  budget: "",
  timeline: "",
};

/** The form's texts and choices (`contactFormTexts`) (a lead form section's). */
type Content = Pick<
  ContactFormContent,
  | "formTitle"
  | "formLabels"
  | "serviceOptions"
  | "budgetOptions"
  | "timelineOptions"
  | "submitLabel"
  | "submittingLabel"
  | "successMessage"
  | "privacyNote"
  | "privacyLinkText"
> | null;
type Options = ContactFormContent["serviceOptions"];

const simulateSend = () => new Promise((resolve) => setTimeout(resolve, CONTACT_SIMULATED_DELAY_MS));

function OptionList({ options, choose }: { options: Options; choose: string | null | undefined }) {
  return (
    <>
      <option value="">{choose}</option>
      {(options ?? []).map((option) => (
        <option key={option._key} value={stegaClean(option.value) ?? ""}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** Links the note's privacy link words (`linkText`), or the whole note when they are not in it. */
function PrivacyNote({ note, linkText }: { note: string; linkText: string | null }) {
  const localized = useLocalizedPath();
  const privacy = localized(paths.privacy);
  const at = linkText ? note.indexOf(linkText) : -1;
  if (!linkText || at < 0) return <Link to={privacy}>{note}</Link>;
  return (
    <>
      {note.slice(0, at)}
      <Link to={privacy}>{linkText}</Link>
      {note.slice(at + linkText.length)}
    </>
  );
}

/**
 * The contact message form, in a lead form section (as on /contact). With a backend it posts the lead;
 * without one it keeps the spec's simulated path: 2 s busy, then a cleared form and a success
 * banner for 5 s. `titleId`: the id of its heading, which names the form.
 */
export function ContactForm({ content, titleId }: { content: Content; titleId: string }) {
  const send = hasLeadBackend() ? (values: typeof EMPTY) => submitLead(values, "contact-page") : simulateSend;
  const form = useLeadForm(EMPTY, send, {
    successMessage: content?.successMessage,
    successFor: CONTACT_SUCCESS_BANNER_MS,
  });
  const labels = content?.formLabels;
  const text = (name: "firstName" | "lastName" | "email" | "company", type: string, autoComplete: string) => (
    <TextField
      label={labels?.[name]}
      type={type}
      autoComplete={autoComplete}
      required={name !== "company"}
      {...form.field(name)}
    />
  );
  const select = (name: "service" | "budget" | "timeline", options: Options) => (
    <FormField label={labels?.[name]} name={name}>
      {(control) => (
        <select {...control} value={form.values[name]} onChange={form.onChange}>
          <OptionList options={options} choose={labels?.choose} />
        </select>
      )}
    </FormField>
  );

  return (
    <div className="lead-card contact-form">
      {content?.formTitle ? <h2 id={titleId}>{content.formTitle}</h2> : null}
      <form className="form" {...form.formProps} aria-labelledby={content?.formTitle ? titleId : undefined}>
        <div className="form-row">
          {text("firstName", "text", "given-name")}
          {text("lastName", "text", "family-name")}
        </div>
        <div className="form-row">
          {text("email", "email", "email")}
          {text("company", "text", "organization")}
        </div>
        {select("service", content?.serviceOptions ?? null)}
        <FormField label={labels?.message} name="message">
          {(control) => (
            <textarea {...control} rows={5} required value={form.values.message} onChange={form.onChange} />
          )}
        </FormField>
        <div className="form-row">
          {select("budget", content?.budgetOptions ?? null)}
          {select("timeline", content?.timelineOptions ?? null)}
        </div>
        <LeadTrapField />
        <div>
          <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
            {form.submitting ? content?.submittingLabel : content?.submitLabel}
          </button>
          <FormStatus message={form.message} className="lead-alert" regions="split" />
        </div>
        {content?.privacyNote ? (
          <p className="contact-form__privacy">
            <PrivacyNote note={content.privacyNote} linkText={content.privacyLinkText} />
          </p>
        ) : null}
      </form>
    </div>
  );
}
