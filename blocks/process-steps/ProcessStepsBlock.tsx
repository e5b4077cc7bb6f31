import { ContentSection } from "#web/shared/ui/ContentSection.tsx";
import { Icon } from "#web/shared/ui/Icon.tsx";
import { IconCard } from "#web/shared/ui/IconCard.tsx";
import type { BlockProps } from "#blocks/types.ts";

/** The process steps, numbered, in their order. None, no section. */
export default function ProcessStepsBlock({ block, id }: BlockProps<"processSteps">) {
  const steps = (block.steps ?? []).filter(Boolean);
  if (!steps.length) return null;
  return (
    <ContentSection id={id} heading={block.heading}>
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
