import type { HomePageQueryResult } from "~/shared/content/sanity.types";
import { FormField } from "~/shared/ui/FormField";
import { LeadFormStatus } from "./LeadFormStatus";
import { submitLead } from "./submitLead";
import { useLeadForm } from "./useLeadForm";

type Content = NonNullable<HomePageQueryResult["page"]>["bannerForm"];

const EMPTY = { name: "", email: "", company: "", goals: "" };

/** The home page's consultation request card (name, email, company, goals). */
export function HomeBannerForm({ content }: { content: Content }) {
  // Without a backend (no VITE_API_URL) submitLead sends nothing and the success message shows.
  const form = useLeadForm(EMPTY, (values) => submitLead(values, "home-banner"));
  const busy = form.status === "submitting";
  return (
    <div className="lead-card">
      {content?.title ? <h2 id="banner-form-title">{content.title}</h2> : null}
      {content?.text ? <p className="lead-card__text">{content.text}</p> : null}
      <form
        className="form"
        noValidate
        onSubmit={form.onSubmit}
        aria-labelledby={content?.title ? "banner-form-title" : undefined}
      >
        <div className="form-row">
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
          <FormField label={content?.companyLabel} name="company">
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="organization"
                value={form.values.company}
                onChange={form.onChange}
              />
            )}
          </FormField>
        </div>
        <FormField label={content?.goalsLabel} name="goals">
          {(control) => <textarea {...control} rows={3} value={form.values.goals} onChange={form.onChange} />}
        </FormField>
        <div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {content?.submitLabel}
          </button>
          <LeadFormStatus status={form.status} successMessage={content?.successMessage} />
        </div>
      </form>
    </div>
  );
}
