import { CalendarCheck } from "lucide-react";
import type { ContactPageQueryResult } from "~/shared/content/sanity.types";
import type { SiteSettingsContent } from "~/shared/content/contentTypes";
import { ContactDetails } from "~/shared/ui/ContactDetails";
import { CtaLink } from "~/shared/ui/CtaLink";

type Props = { content: ContactPageQueryResult; settings: SiteSettingsContent };

/** The contact details panel and the schedule box beside the contact form. */
export function ContactAside({ content, settings }: Props) {
  return (
    <div className="contact-aside">
      <section className="contact-panel" aria-labelledby="contact-details-title">
        <h2 id="contact-details-title">{content?.detailsTitle}</h2>
        {content?.detailsText ? <p>{content.detailsText}</p> : null}
        <ContactDetails settings={settings} withAddress />
      </section>
      {content?.scheduleTitle || content?.scheduleCta ? (
        <section className="contact-schedule" aria-labelledby="contact-schedule-title">
          <CalendarCheck size={28} aria-hidden="true" focusable="false" />
          <h2 id="contact-schedule-title">{content?.scheduleTitle}</h2>
          {content?.scheduleText ? <p>{content.scheduleText}</p> : null}
          <CtaLink href={content?.scheduleCta?.href} variant="primary">
            {content?.scheduleCta?.label}
          </CtaLink>
        </section>
      ) : null}
    </div>
  );
}
