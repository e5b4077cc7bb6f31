import type { ContactPageContent } from "~/shared/content/contentTypes";
import { IconCardGrid } from "~/shared/ui/IconCardGrid";
import { ContentSection } from "~/shared/ui/ContentSection";

type Props = {
  heading: ContactPageContent["whyChooseUsHeading"];
  cards: ContactPageContent["whyChooseUs"];
};

/** The contact page's why-choose-us grid. */
export function WhyChooseUs({ heading, cards }: Props) {
  if (!cards?.length) return null;
  return (
    <ContentSection id="why-choose-us" heading={heading} muted>
      <IconCardGrid items={cards} list className="contact-reasons" />
    </ContentSection>
  );
}
