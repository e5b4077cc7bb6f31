import { ContentSection } from "~/shared/ui/ContentSection";
import { RichText } from "~/shared/ui/RichText";
import type { BlockProps } from "../types";

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
