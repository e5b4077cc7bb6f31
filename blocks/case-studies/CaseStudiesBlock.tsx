import { CaseStudiesSection } from "~/features/case-studies/CaseStudiesSection";
import type { BlockProps } from "../types";

/** Case study cards (challenge, solution, results): the chosen ones, or all. None, no section. */
export default function CaseStudiesBlock({ block, id }: BlockProps<"caseStudies">) {
  const caseStudies = (block.caseStudies ?? []).filter(Boolean);
  if (!caseStudies.length) return null;
  return (
    <CaseStudiesSection id={id} heading={block.heading} caseStudies={caseStudies} labels={block.labels} />
  );
}
