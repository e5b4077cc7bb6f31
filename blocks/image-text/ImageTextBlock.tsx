import { stegaClean } from "@sanity/client/stega";
import { imageSource } from "#web/shared/sanity/image.ts";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import { RichText } from "#web/shared/ui/RichText.tsx";
import type { BlockProps } from "#blocks/types.ts";

// Drawn at most half the content width (75rem) beside the text, the full window width stacked
// on phones; cropped to 4:3 around the hotspot.
const IMAGE_WIDTH = 720;
const IMAGE_HEIGHT = 540;
const SIZES = "(min-width: 56rem) min(50vw, 37.5rem), 100vw";
const WIDTHS = [360, 540, 720, 1080, 1440];

/** An image beside a heading, text and a button; the image above the text on phones. */
export default function ImageTextBlock({ block, id, atTop }: BlockProps<"imageText">) {
  const { heading, body, cta, image } = block;
  // At the top of a page, its image is the first screen's largest: loaded first, not lazily.
  const source = imageSource(image, IMAGE_WIDTH, IMAGE_HEIGHT, {
    sizes: SIZES,
    widths: WIDTHS,
    priority: atTop,
  });
  const titleId = `${id}-title`;
  const side = stegaClean(block.imageSide) === "left" ? "left" : "right";
  return (
    <section
      id={id}
      className={`section image-text image-text--image-${side}`}
      aria-labelledby={heading?.title ? titleId : undefined}
    >
      <div className="container image-text__inner">
        {source ? <img className="image-text__image" alt={image?.alt ?? ""} {...source} /> : null}
        <div className="image-text__text">
          {heading?.eyebrow ? <span className="eyebrow">{heading.eyebrow}</span> : null}
          {heading?.title ? <h2 id={titleId}>{heading.title}</h2> : null}
          {heading?.intro ? <p className="image-text__intro">{heading.intro}</p> : null}
          {body?.length ? (
            <div className="rich-text">
              <RichText value={body} />
            </div>
          ) : null}
          {cta?.label ? (
            <div className="image-text__actions">
              <CtaLink href={cta.href} variant="primary">
                {cta.label}
              </CtaLink>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
