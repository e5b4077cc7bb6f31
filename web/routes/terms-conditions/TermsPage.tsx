import { Gallery } from "#web/features/gallery/Gallery.tsx";
import { LegalDocument } from "#web/features/legal/LegalDocument.tsx";
import type { GalleryQueryResult, LegalPageQueryResult } from "#content/sanity.types.ts";

type TermsContent = { page: LegalPageQueryResult; gallery: GalleryQueryResult };

export function TermsPage({ content }: { content: TermsContent }) {
  return (
    <>
      <LegalDocument content={content.page} />
      <Gallery content={content.gallery} />
    </>
  );
}
