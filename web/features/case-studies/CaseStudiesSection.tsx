import { TrendingUp } from "lucide-react";
import type { CaseStudyContent } from "~/shared/content/contentTypes";
import type { SectionHeading } from "~/shared/content/sanity.types";
import { ContentSection } from "~/shared/ui/ContentSection";

type CaseStudiesSectionProps = {
  heading: SectionHeading | null | undefined;
  caseStudies: CaseStudyContent[];
};

export function CaseStudiesSection({ heading, caseStudies }: CaseStudiesSectionProps) {
  return (
    <ContentSection id="case-studies" heading={heading} muted>
      <div className="grid case-studies">
        {caseStudies.map((study) => (
          <article key={study._id} className="card case-study">
            <p className="case-study__industry">{study.industry}</p>
            <h3>{study.company}</h3>
            <h4>Challenge</h4>
            <p>{study.challenge}</p>
            <h4>Solution</h4>
            <p>{study.solution}</p>
            <h4>Results</h4>
            <ul className="case-study__results">
              {(study.results ?? []).map((result, index) => (
                <li key={`${index}-${result}`}>
                  <TrendingUp size={18} aria-hidden="true" />
                  {result}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </ContentSection>
  );
}
