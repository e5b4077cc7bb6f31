// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { caseStudyFragment } from "../../content/fragments";
import { chosenOrAll } from "../../content/chosenDocuments";

export const caseStudiesFragment = /* groq */ `_type == "caseStudies" => {
  heading, labels{challenge, solution, results},
  "caseStudies": ${chosenOrAll("caseStudies", '_type == "caseStudy"')}${caseStudyFragment}
}` as const;
