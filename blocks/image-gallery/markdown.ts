import type { BlockOf } from "#blocks/types.ts";
import { heading, joinParts, markdownLink, markdownText } from "#content/markdown/text.ts";

type Gallery = { items?: { link?: string | null; image?: { alt?: string | null } | null }[] | null } | null;

/** A gallery of logos or pictures: its title, then each picture's words, linked where it links. */
export const galleryMarkdown = (title: string | null | undefined, gallery: Gallery | undefined) =>
  joinParts([
    heading(2, title),
    (gallery?.items ?? [])
      .filter((item) => item.image?.alt)
      .map((item) => `- ${markdownLink(markdownText(item.image?.alt), item.link)}`)
      .join("\n"),
  ]);

/** An image gallery section as Markdown: its title (else its gallery's), then its pictures' words. */
export const imageGalleryMarkdown = (block: BlockOf<"imageGallery">) =>
  galleryMarkdown(block.title ?? block.gallery?.title, block.gallery);
