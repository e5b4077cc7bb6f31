import { TrendingUp } from "lucide-react";
import { ContentSection } from "#web/shared/ui/ContentSection.tsx";
import type { BlockProps } from "#blocks/types.ts";

/** Case study cards (challenge, solution, results): the chosen ones, or all. None, no section. */
export default function CaseStudiesBlock({ block, id }: BlockProps<"caseStudies">) {
  const caseStudies = (block.caseStudies ?? []).filter(Boolean);
  if (!caseStudies.length) return null;
  const labels = block.labels;
  return (
    <ContentSection id={id} heading={block.heading} muted>
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
