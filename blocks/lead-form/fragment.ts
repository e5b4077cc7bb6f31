// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { contactFormTexts } from "../../content/fragments";

export const leadFormFragment = /* groq */ `_type == "leadForm" => {
  form, bannerForm, contactSection, contactForm{${contactFormTexts}}
}`;
