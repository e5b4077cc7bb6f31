import { stegaClean } from "@sanity/client/stega";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import type { BlockProps } from "#blocks/types.ts";

/** A band that asks for the next step: heading, a sentence and one or two buttons. */
export default function CtaBandBlock({ block, id }: BlockProps<"ctaBand">) {
  const { heading, text, primaryCta, secondaryCta } = block;
  const tone = stegaClean(block.tone) === "tinted" ? "tinted" : "brand";
  const titleId = `${id}-title`;
  if (!heading && !text && !primaryCta?.label && !secondaryCta?.label) return null;
  return (
    <section
      id={id}
      className={`section cta-band cta-band--${tone}`}
      aria-labelledby={heading ? titleId : undefined}
    >
      <div className="container cta-band__inner">
        {heading ? <h2 id={titleId}>{heading}</h2> : null}
        {text ? <p className="cta-band__text">{text}</p> : null}
        {primaryCta?.label || secondaryCta?.label ? (
          <div className="cta-band__actions">
            {primaryCta?.label ? (
              <CtaLink href={primaryCta.href} variant="primary">
                {primaryCta.label}
              </CtaLink>
            ) : null}
            {secondaryCta?.label ? (
              <CtaLink href={secondaryCta.href} variant={tone === "brand" ? "ghost-inverse" : "outline"}>
                {secondaryCta.label}
              </CtaLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
