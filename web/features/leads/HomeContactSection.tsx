import type { HomePageQueryResult, SiteChromeQueryResult } from "~/shared/content/sanity.types";
import { ContactDetails } from "~/shared/ui/ContactDetails";
import { FormField } from "~/shared/ui/FormField";
import { LeadFormStatus } from "./LeadFormStatus";
import { submitLead } from "./submitLead";
import { useLeadForm } from "./useLeadForm";

type Props = {
  content: NonNullable<HomePageQueryResult["page"]>["contactSection"];
  settings: SiteChromeQueryResult["settings"];
};

const EMPTY = { name: "", email: "", project: "" };

/** The home page's contact section (id "contact"): a short form and the contact details. */
export function HomeContactSection({ content, settings }: Props) {
  // Without a backend (no VITE_API_URL) submitLead sends nothing and the success message shows.
  const form = useLeadForm(EMPTY, (values) => submitLead(values, "home-contact"));
  const busy = form.status === "submitting";
  return (
    <section id="contact" className="section section--muted" aria-labelledby="contact-title">
      <div className="container home-contact">
        <div className="home-contact__intro">
          <h2 id="contact-title">{content?.title}</h2>
          {content?.intro ? <p>{content.intro}</p> : null}
          <ContactDetails settings={settings} />
        </div>
        <form className="form lead-card" noValidate onSubmit={form.onSubmit} aria-labelledby="contact-title">
          <FormField label={content?.nameLabel} name="name" error={form.errors.name}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="name"
                value={form.values.name}
                onChange={form.onChange}
              />
            )}
          </FormField>
          <FormField label={content?.emailLabel} name="email" error={form.errors.email}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                value={form.values.email}
                onChange={form.onChange}
              />
            )}
          </FormField>
          <FormField label={content?.projectLabel} name="project">
            {(control) => (
              <textarea {...control} rows={4} value={form.values.project} onChange={form.onChange} />
            )}
          </FormField>
          <div>
            <button type="submit" className="button button--primary" disabled={busy}>
              {content?.submitLabel}
            </button>
            <LeadFormStatus status={form.status} successMessage={content?.successMessage} />
          </div>
        </form>
      </div>
    </section>
  );
}
