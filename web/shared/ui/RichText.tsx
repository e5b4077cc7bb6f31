import {
  PortableText,
  type PortableTextComponents,
  type PortableTextMarkComponent,
  type PortableTextProps,
} from "@portabletext/react";
import { stegaClean } from "@sanity/client/stega";
import { safeHref } from "#schemas/lib/links.ts";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";

/**
 * A link the site refuses (javascript:, //host…) keeps its words, as plain text: the sentence stays
 * whole, and what a visitor reads matches what the page's JSON-LD says (the FAQ's answers).
 */
export const LinkMark: PortableTextMarkComponent<{ _type: string; href?: string | null }> = ({
  value,
  children,
}) =>
  value?.href && safeHref(stegaClean(value.href)) ? (
    <CtaLink href={value.href}>{children}</CtaLink>
  ) : (
    <>{children}</>
  );

const components: PortableTextComponents = { marks: { link: LinkMark } };

/** Text written in the Studio (schemas/lib/richText.ts). */
export function RichText({ value }: { value: PortableTextProps["value"] }) {
  return <PortableText value={value ?? []} components={components} />;
}
