// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { documentAddress, translated } from "../../content/fragments";

/** The section's form, in the page's language, with the addresses of the pages it links to. */
export const formSectionFragment = /* groq */ `_type == "formSection" => {
  heading, intro,
  "form": form->${translated}{
    title, formId, delivery, submitLabel, submittingLabel, successMessage, successSeconds, after,
    "afterHref": afterPage->${translated}{"href": ${documentAddress}}.href,
    fields[]{
      _key, kind, name, label, help, required, autocomplete, besidePrevious, pattern, patternMessage,
      placeholder, options[]{_key, value, label},
      "legalPage": legalPage->${translated}{title, "href": ${documentAddress}}
    }
  }
}` as const;
