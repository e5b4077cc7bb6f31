import type { HomePageQueryResult } from "~/shared/content/sanity.types";
import { SectionHeader } from "~/shared/ui/SectionHeader";
import { Icon } from "~/shared/ui/Icon";

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
            <li key={step._id} className="card process-step">
              <div className="process-step__top">
                <span className="process-step__number figure" aria-hidden="true">
                  {String(step.order ?? index + 1).padStart(2, "0")}
                </span>
                <span className="icon-badge">
                  <Icon name={step.icon} />
                </span>
              </div>
              <h3>{step.title}</h3>
              {step.description ? <p>{step.description}</p> : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
