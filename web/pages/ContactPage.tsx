import { ContactAside } from "~/features/contact/ContactAside";
import { ContactForm } from "~/features/leads/ContactForm";
import { ContactHighlights } from "~/features/contact/ContactHighlights";
import { PageBanner } from "~/shared/ui/PageBanner";
import { pageCrumbs } from "~/shared/ui/crumbs";
import { WhyChooseUs } from "~/features/contact/WhyChooseUs";
import { useSiteChrome } from "~/shared/content/useSiteChrome";
import type { ContactPageQueryResult } from "~/shared/content/sanity.types";
import { BelowTheFold } from "~/shared/ui/BelowTheFold";

export function ContactPage({ content: page }: { content: ContactPageQueryResult }) {
  const { settings } = useSiteChrome();
  const title = page?.title ?? "";
  return (
    <>
      <PageBanner title={title} crumbs={pageCrumbs(title)}>
        {page?.heroText ? <p>{page.heroText}</p> : null}
        <ContactHighlights highlights={page?.highlights ?? null} />
      </PageBanner>
      <BelowTheFold>
        <section className="section" aria-label={title}>
          <div className="container contact-layout">
            <ContactAside content={page} settings={settings} />
            <ContactForm content={page} />
          </div>
        </section>
        <WhyChooseUs heading={page?.whyChooseUsHeading ?? null} cards={page?.whyChooseUs ?? null} />
      </BelowTheFold>
    </>
  );
}
