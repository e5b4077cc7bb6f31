import { stegaClean } from "@sanity/client/stega";
import { useRootData } from "#web/shared/content/useRootData.ts";
import { ContactAside } from "./ContactAside";
import { ContactForm } from "./ContactForm";
import { HomeBannerForm } from "./HomeBannerForm";
import { HomeContactSection } from "./HomeContactSection";
import type { BlockProps } from "#blocks/types.ts";

/**
 * One of the site's lead forms, as on the home and contact pages: the form sends its kind as the
 * lead's `source`. The contact details beside two of them are the site settings'.
 */
export default function LeadFormBlock({ block, id }: BlockProps<"leadForm">) {
  const { settings } = useRootData();
  switch (stegaClean(block.form)) {
    case "home-banner":
      return (
        <section id={id} className="lead-form-banner">
          <div className="container">
            <HomeBannerForm content={block.bannerForm ?? null} titleId={`${id}-title`} />
          </div>
        </section>
      );
    case "home-contact":
      return <HomeContactSection id={id} content={block.contactSection ?? null} settings={settings} />;
    case "contact-page":
      return (
        <section id={id} className="section">
          <div className="container contact-layout">
            <ContactAside content={block.contactForm ?? null} settings={settings} idPrefix={id} />
            <ContactForm content={block.contactForm ?? null} titleId={`${id}-title`} />
          </div>
        </section>
      );
    default:
      return null;
  }
}
