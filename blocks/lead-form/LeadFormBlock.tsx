import { stegaClean } from "@sanity/client/stega";
import type { ReactNode } from "react";
import type { BlockProps } from "#blocks/types.ts";
import { canShowForm, ContentForm } from "#web/features/content-forms/ContentForm.tsx";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { ContactDetails } from "#web/shared/ui/ContactDetails.tsx";
import { ContactAside } from "./ContactAside";
import { PrivacyNote } from "./PrivacyNote";

// Spec section 9: without a backend the contact page's send is simulated and takes 2 s (its
// success banner's 5 s are its form's `successSeconds`).
export const CONTACT_SIMULATED_DELAY_MS = 2000;

const simulateSend = () => new Promise((resolve) => setTimeout(resolve, CONTACT_SIMULATED_DELAY_MS));

/**
 * A form made in the content, laid out as the home and contact pages show their lead forms: in a
 * card, beside the contact details, or as the contact page's form with its details panel and
 * schedule box. The contact details are the site settings'. A missing form leaves the rest.
 */
export default function LeadFormBlock({ block, id }: BlockProps<"leadForm">) {
  const { settings } = useRootData();
  const { title, intro, form, contactPage } = block;
  const titleId = `${id}-title`;
  const labelledBy = title ? titleId : undefined;
  const heading = title ? <h2 id={titleId}>{title}</h2> : null;
  const contentForm = (extra: { sendWithoutBackend?: () => Promise<unknown>; children?: ReactNode } = {}) =>
    canShowForm(form) ? <ContentForm content={form} labelledBy={labelledBy} {...extra} /> : null;

  switch (stegaClean(block.layout)) {
    case "card":
      return (
        <section id={id} className="lead-form-banner">
          <div className="container">
            <div className="lead-card">
              {heading}
              {intro ? <p className="lead-card__text">{intro}</p> : null}
              {contentForm()}
            </div>
          </div>
        </section>
      );
    case "contact-section":
      return (
        <section id={id} className="section section--muted" aria-labelledby={labelledBy}>
          <div className="container home-contact">
            <div className="home-contact__intro">
              {heading}
              {intro ? <p>{intro}</p> : null}
              <ContactDetails settings={settings} />
            </div>
            {canShowForm(form) ? <div className="lead-card">{contentForm()}</div> : null}
          </div>
        </section>
      );
    case "contact-page":
      return (
        <section id={id} className="section">
          <div className="container contact-layout">
            <ContactAside content={contactPage} settings={settings} idPrefix={id} />
            <div className="lead-card contact-form">
              {heading}
              {intro ? <p className="lead-card__text">{intro}</p> : null}
              {contentForm({
                sendWithoutBackend: simulateSend,
                children: contactPage?.privacyNote ? (
                  <p className="contact-form__privacy">
                    <PrivacyNote note={contactPage.privacyNote} linkText={contactPage.privacyLinkText} />
                  </p>
                ) : null,
              })}
            </div>
          </div>
        </section>
      );
    default:
      return null;
  }
}
