import { WrenchIcon } from "@sanity/icons/Wrench";
import { chosenDocumentsField } from "../../schemas/lib/chosenDocuments";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";
import { consultingServiceFragment } from "../../content/fragments";
import { chosenOrAll } from "../../content/chosenDocuments";

export const servicesGridBlock = defineBlock({
  name: "servicesGrid",
  title: "Consulting services grid",
  icon: WrenchIcon,
  fields: [
    field({
      name: "heading",
      title: "Heading",
      type: "sectionHeading",
      description: "Eyebrow, title and intro above the service cards.",
      validation: (rule) => rule.required(),
    }),
    chosenDocumentsField({
      name: "services",
      title: "Services",
      type: "consultingService",
      description: "The consulting services whose cards the grid shows",
    }),
  ],
});

export const servicesGridFragment = /* groq */ `_type == "servicesGrid" => {
  heading,
  "services": ${chosenOrAll("services", '_type == "consultingService"')}${consultingServiceFragment}
}` as const;
