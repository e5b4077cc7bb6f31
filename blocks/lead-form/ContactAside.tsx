import { CalendarCheck } from "lucide-react";
import type { ContactPageContent, SiteSettingsContent } from "#content/contentTypes.ts";
import { ContactDetails } from "#web/shared/ui/ContactDetails.tsx";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";

type Props = {
  /** The panel's and the box's texts (a lead form section's). */
  content: ContactPageContent;
  settings: SiteSettingsContent;
  /** Starts the ids of its headings (`<idPrefix>-details-title`). */
  idPrefix?: string;
};

/** The contact details panel and the schedule box beside the contact form. */
export function ContactAside({ content, settings, idPrefix = "contact" }: Props) {
  const detailsTitleId = `${idPrefix}-details-title`;
  const scheduleTitleId = `${idPrefix}-schedule-title`;
  return (
    <div className="contact-aside">
      <section className="contact-panel" aria-labelledby={detailsTitleId}>
        <h2 id={detailsTitleId}>{content?.detailsTitle}</h2>
        {content?.detailsText ? <p>{content.detailsText}</p> : null}
        <ContactDetails settings={settings} withAddress />
      </section>
      {content?.scheduleTitle || content?.scheduleCta ? (
        <section className="contact-schedule" aria-labelledby={scheduleTitleId}>
          <CalendarCheck size={28} aria-hidden="true" focusable="false" />
          <h2 id={scheduleTitleId}>{content?.scheduleTitle}</h2>
          {content?.scheduleText ? <p>{content.scheduleText}</p> : null}
          <CtaLink href={content?.scheduleCta?.href} variant="primary">
            {content?.scheduleCta?.label}
          </CtaLink>
        </section>
      ) : null}
    </div>
  );
}
