// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { consultingServiceFragment } from "../../shared/content/fragments";
import { chosenOrAll } from "../chosenDocuments";

export const servicesGridFragment = /* groq */ `_type == "servicesGrid" => {
  heading,
  "services": ${chosenOrAll("services", '_type == "consultingService"')}${consultingServiceFragment}
}` as const;
