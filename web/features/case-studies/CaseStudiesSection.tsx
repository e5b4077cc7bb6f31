import { TrendingUp } from "lucide-react";
import type { CaseStudyContent } from "@content/contentTypes";
import type { SectionHeading } from "@content/sanity.types";
import { ContentSection } from "~/shared/ui/ContentSection";

/** The small headings inside each card: the home page's, or a case studies block's. */
type CaseStudyLabels = { challenge?: string | null; solution?: string | null; results?: string | null };

type CaseStudiesSectionProps = {
  /** The section's id: the home page's is "case-studies". */
  id?: string;
  heading: SectionHeading | null | undefined;
  caseStudies: CaseStudyContent[];
  labels: CaseStudyLabels | null | undefined;
};

export function CaseStudiesSection({
  id = "case-studies",
  heading,
  caseStudies,
  labels,
}: CaseStudiesSectionProps) {
  return (
    <ContentSection id={id} heading={heading} muted>
      <div className="grid case-studies">
        {caseStudies.map((study) => (
          <article key={study._id} className="card case-study">
            <header>
              <p className="case-study__industry">{study.industry}</p>
              <h3>{study.company}</h3>
            </header>
            {/* Always there, empty without a key result: the cards' parts stay on shared lines. */}
            <div className="case-study__key">
              {study.keyResult?.value ? (
                <p>
                  <span className="figure">{study.keyResult.value}</span> {study.keyResult.label}
                </p>
              ) : null}
            </div>
            <div>
              {labels?.challenge ? <h4>{labels.challenge}</h4> : null}
              <p>{study.challenge}</p>
            </div>
            <div>
              {labels?.solution ? <h4>{labels.solution}</h4> : null}
              <p>{study.solution}</p>
            </div>
            <div>
              {labels?.results ? <h4>{labels.results}</h4> : null}
              <ul className="case-study__results">
                {(study.results ?? []).map((result, index) => (
                  <li key={`${index}-${result}`}>
                    <TrendingUp size={18} aria-hidden="true" />
                    {result}
                  </li>
                ))}
              </ul>
            </div>
          </article>
        ))}
      </div>
    </ContentSection>
  );
}
