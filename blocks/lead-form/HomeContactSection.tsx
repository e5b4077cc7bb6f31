import type { ContactSectionContent, SiteSettingsContent } from "#content/contentTypes.ts";
import { ContactDetails } from "#web/shared/ui/ContactDetails.tsx";
import { FormField, TextField } from "#web/shared/ui/FormField.tsx";
import { submitLead } from "./submitLead";
import { LeadFormSubmit } from "./LeadFormSubmit";
import { LeadTrapField } from "./LeadTrapField";
import { useLeadForm } from "./useLeadForm";

type Props = {
  content: ContactSectionContent;
  settings: SiteSettingsContent;
  /** The section's id (an in-page anchor); its heading's id is `<id>-title`. */
  id?: string;
};

const EMPTY = { name: "", email: "", project: "" };

/** The contact section (the home page's "contact"): a short form and the contact details. */
export function HomeContactSection({ content, settings, id = "contact" }: Props) {
  const titleId = `${id}-title`;
  // Without a backend (no VITE_API_URL) submitLead sends nothing and the success message shows.
  const form = useLeadForm(EMPTY, (values) => submitLead(values, "home-contact"), {
    successMessage: content?.successMessage,
  });
  return (
    <section id={id} className="section section--muted" aria-labelledby={titleId}>
      <div className="container home-contact">
        <div className="home-contact__intro">
          <h2 id={titleId}>{content?.title}</h2>
          {content?.intro ? <p>{content.intro}</p> : null}
          <ContactDetails settings={settings} />
        </div>
        <form className="form lead-card" noValidate {...form.formProps} aria-labelledby={titleId}>
          <TextField label={content?.nameLabel} type="text" autoComplete="name" {...form.field("name")} />
          <TextField label={content?.emailLabel} type="email" autoComplete="email" {...form.field("email")} />
          <FormField label={content?.projectLabel} name="project">
            {(control) => (
              <textarea {...control} rows={4} value={form.values.project} onChange={form.onChange} />
            )}
          </FormField>
          <LeadTrapField />
          <LeadFormSubmit label={content?.submitLabel} submitting={form.submitting} message={form.message} />
        </form>
      </div>
    </section>
  );
}
