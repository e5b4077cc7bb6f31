import type { BannerFormContent } from "#content/contentTypes.ts";
import { FormField, TextField } from "#web/shared/ui/FormField.tsx";
import { submitLead } from "./submitLead";
import { LeadFormSubmit } from "./LeadFormSubmit";
import { LeadTrapField } from "./LeadTrapField";
import { useLeadForm } from "./useLeadForm";

type Content = BannerFormContent;

const EMPTY = { name: "", email: "", company: "", goals: "" };

type Props = {
  content: Content;
  /** The heading's id, which names the form. */
  titleId: string;
};

/** The consultation request card (name, email, company, goals), in a lead form section. */
export function HomeBannerForm({ content, titleId }: Props) {
  // Without a backend (no VITE_API_URL) submitLead sends nothing and the success message shows.
  const form = useLeadForm(EMPTY, (values) => submitLead(values, "home-banner"), {
    successMessage: content?.successMessage,
  });
  return (
    <div className="lead-card">
      {content?.title ? <h2 id={titleId}>{content.title}</h2> : null}
      {content?.text ? <p className="lead-card__text">{content.text}</p> : null}
      <form
        className="form"
        noValidate
        {...form.formProps}
        aria-labelledby={content?.title ? titleId : undefined}
      >
        <div className="form-row">
          <TextField label={content?.nameLabel} type="text" autoComplete="name" {...form.field("name")} />
          <TextField label={content?.emailLabel} type="email" autoComplete="email" {...form.field("email")} />
          <TextField
            label={content?.companyLabel}
            type="text"
            autoComplete="organization"
            {...form.field("company")}
          />
        </div>
        <FormField label={content?.goalsLabel} name="goals">
          {(control) => <textarea {...control} rows={3} value={form.values.goals} onChange={form.onChange} />}
        </FormField>
        <LeadTrapField />
        <LeadFormSubmit label={content?.submitLabel} submitting={form.submitting} message={form.message} />
      </form>
    </div>
  );
}
