// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { formFragment } from "../../content/fragments";

/** The section's form, in the page's language, with the addresses of the pages it links to. */
export const formSectionFragment = /* groq */ `_type == "formSection" => {
  heading, intro, "form": ${formFragment}
}` as const;
