import { ContentSection } from "#web/shared/ui/ContentSection.tsx";
import { RichText } from "#web/shared/ui/RichText.tsx";
import type { BlockProps } from "#blocks/types.ts";

/** Text written in the Studio, one readable column wide. */
export default function RichTextBlock({ block, id }: BlockProps<"richText">) {
  return (
    <ContentSection id={id} heading={block.heading}>
      <div className="rich-text">
        <RichText value={block.body} />
      </div>
    </ContentSection>
  );
}
