// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { consultingServiceFragment } from "../../content/fragments";
import { chosenOrAll } from "../../content/chosenDocuments";

export const servicesGridFragment = /* groq */ `_type == "servicesGrid" => {
  heading,
  "services": ${chosenOrAll("services", '_type == "consultingService"')}${consultingServiceFragment}
}` as const;
