import { Gallery } from "~/features/gallery/Gallery";
import { LegalDocument } from "~/features/legal/LegalDocument";
import type { GalleryQueryResult, LegalPageQueryResult } from "@content/sanity.types";

type TermsContent = { page: LegalPageQueryResult; gallery: GalleryQueryResult };

export function TermsPage({ content }: { content: TermsContent }) {
  return (
    <>
      <LegalDocument content={content.page} />
      <Gallery content={content.gallery} />
    </>
  );
}
