import { CaseIcon } from "@sanity/icons/Case";
import { chosenDocumentsField } from "../../schemas/lib/chosenDocuments";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";
import { caseStudyFragment } from "../../content/fragments";
import { chosenOrAll } from "../../content/chosenDocuments";

const label = (name: string, title: string, where: string) =>
  field({
    name,
    title,
    type: "string",
    description: `Small heading above ${where} on every case study card.`,
    initialValue: title,
    validation: (rule) => rule.required(),
  });

export const caseStudiesBlock = defineBlock({
  name: "caseStudies",
  title: "Case studies",
  icon: CaseIcon,
  fields: [
    field({
      name: "heading",
      title: "Heading",
      type: "sectionHeading",
      description: "Eyebrow, title and intro above the case study cards.",
      validation: (rule) => rule.required(),
    }),
    chosenDocumentsField({
      name: "caseStudies",
      title: "Case studies",
      type: "caseStudy",
      description: "The case studies the section shows as cards",
    }),
    field({
      name: "labels",
      title: "Card labels",
      type: "object",
      description: "Small headings inside every case study card.",
      fields: [
        label("challenge", "Challenge", "the client's challenge"),
        label("solution", "Solution", "the solution"),
        label("results", "Results", "the list of results"),
      ],
    }),
  ],
});

export const caseStudiesFragment = /* groq */ `_type == "caseStudies" => {
  heading, labels{challenge, solution, results},
  "caseStudies": ${chosenOrAll("caseStudies", '_type == "caseStudy"')}${caseStudyFragment}
}` as const;
