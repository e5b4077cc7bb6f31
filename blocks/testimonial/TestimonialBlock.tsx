import { stegaClean } from "@sanity/client/stega";
import { imageSource } from "#web/shared/sanity/image.ts";
import type { BlockProps } from "#blocks/types.ts";

const PHOTO_PX = 64;

/** "Ada Lovelace" → "AL": the first letters of the first and last words. */
function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return "";
  const last = words.length > 1 ? words[words.length - 1] : "";
  return (words[0][0] + (last[0] ?? "")).toUpperCase();
}

/** A client's words, with their name, role, company and photo (or initials). */
export default function TestimonialBlock({ block, id }: BlockProps<"testimonial">) {
  const { quote, name, role, company, photo } = block;
  if (!quote) return null;
  const photoSource = imageSource(photo, PHOTO_PX, PHOTO_PX, { sizes: `${PHOTO_PX}px` });
  const position = [role, company].filter(Boolean).join(", ");
  return (
    <section id={id} className="section testimonial">
      <div className="container">
        <figure className="testimonial__figure">
          <blockquote className="testimonial__quote">
            <p>{quote}</p>
          </blockquote>
          {name || position ? (
            <figcaption className="testimonial__person">
              {photoSource ? (
                <img className="testimonial__photo" alt={photo?.alt ?? ""} {...photoSource} />
              ) : name ? (
                <span className="testimonial__photo testimonial__initials" aria-hidden="true">
                  {initials(stegaClean(name))}
                </span>
              ) : null}
              <span className="testimonial__who">
                {name ? <span className="testimonial__name">{name}</span> : null}
                {/* A space: read as two words, not "Maya ChenHelix" (the flex layout drops it). */}
                {name && position ? " " : null}
                {position ? <span className="testimonial__role">{position}</span> : null}
              </span>
            </figcaption>
          ) : null}
        </figure>
      </div>
    </section>
  );
}
