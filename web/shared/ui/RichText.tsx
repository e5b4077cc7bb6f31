import { PortableText, type PortableTextComponents, type PortableTextProps } from "@portabletext/react";
import { CtaLink } from "~/shared/ui/CtaLink";

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) =>
      value?.href ? <CtaLink href={value.href}>{children}</CtaLink> : <>{children}</>,
  },
};

/**
 * Text written in the Studio (content/schemas/lib/richText.ts): paragraphs, headings, lists, and links
 * checked and routed like every CMS link.
 */
export function RichText({ value }: { value: PortableTextProps["value"] }) {
  return <PortableText value={value ?? []} components={components} />;
}
