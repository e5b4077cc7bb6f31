import type { Route } from "./+types/contact";
import { ContactAside } from "~/features/contact/ContactAside";
import { ContactForm } from "~/features/leads/ContactForm";
import { ContactHighlights } from "~/features/contact/ContactHighlights";
import { WhyChooseUs } from "~/features/contact/WhyChooseUs";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { useSiteChrome } from "~/features/layout/useSiteChrome";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import { contactPageQuery } from "~/shared/content/queries";
import { PageBanner } from "~/shared/ui/PageBanner";

const load = (fetch: ContentFetcher) => fetch(contactPageQuery);

export const loader = () => load(fetchContent);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, loaderData?.title, siteNameFrom(matches));
}

export default function Contact({ loaderData: page }: Route.ComponentProps) {
  const { settings } = useSiteChrome();
  const title = page?.title ?? "";
  return (
    <>
      <PageBanner title={title} crumbs={[{ label: "Home", href: "/" }, { label: title }]}>
        {page?.heroText ? <p>{page.heroText}</p> : null}
        <ContactHighlights highlights={page?.highlights ?? null} />
      </PageBanner>
      <section className="section" aria-label={title}>
        <div className="container contact-layout">
          <ContactAside content={page} settings={settings} />
          <ContactForm content={page} />
        </div>
      </section>
      <WhyChooseUs heading={page?.whyChooseUsHeading ?? null} cards={page?.whyChooseUs ?? null} />
    </>
  );
}
