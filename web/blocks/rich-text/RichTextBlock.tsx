import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { ContentSection } from "~/shared/ui/ContentSection";
import { CtaLink } from "~/shared/ui/CtaLink";
import type { BlockProps } from "../types";

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) =>
      value?.href ? <CtaLink href={value.href}>{children}</CtaLink> : <>{children}</>,
  },
};

/** Text written in the Studio, one readable column wide. */
export default function RichTextBlock({ block, id }: BlockProps<"richText">) {
  return (
    <ContentSection id={id} heading={block.heading}>
      <div className="rich-text">
        <PortableText value={block.body ?? []} components={components} />
      </div>
    </ContentSection>
  );
}
