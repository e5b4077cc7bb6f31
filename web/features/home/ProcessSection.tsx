import type { HomePageQueryResult } from "~/shared/content/sanity.types";
import { SectionHeader } from "~/shared/ui/SectionHeader";
import { Icon } from "~/shared/ui/Icon";
import { IconCard } from "~/shared/ui/IconCard";

type ProcessSectionProps = {
  heading: NonNullable<HomePageQueryResult["page"]>["processSection"] | undefined;
  steps: HomePageQueryResult["processSteps"];
};

export function ProcessSection({ heading, steps }: ProcessSectionProps) {
  return (
    <section id="process" className="section" aria-labelledby="process-title">
      <div className="container">
        <SectionHeader heading={heading} id="process-title" />
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
      </div>
    </section>
  );
}
