import type { ProcessStepContent } from "@content/contentTypes";
import type { SectionHeading } from "@content/sanity.types";
import { ContentSection } from "~/shared/ui/ContentSection";
import { Icon } from "~/shared/ui/Icon";
import { IconCard } from "~/shared/ui/IconCard";

type ProcessSectionProps = {
  /** The section's id: the home page's is "process". */
  id?: string;
  heading: SectionHeading | null | undefined;
  steps: ProcessStepContent[];
};

export function ProcessSection({ id = "process", heading, steps }: ProcessSectionProps) {
  return (
    <ContentSection id={id} heading={heading}>
      <ol className="process-steps">
        {steps.map((step, index) => (
          <IconCard
            key={step._id}
            as="li"
            className="process-step"
            icon={<Icon name={step.icon} />}
            badgeRow={(badge) => (
              <div className="process-step__top">
                <span className="process-step__number figure" aria-hidden="true">
                  {String(step.order ?? index + 1).padStart(2, "0")}
                </span>
                {badge}
              </div>
            )}
            title={step.title}
            description={step.description}
          />
        ))}
      </ol>
    </ContentSection>
  );
}
