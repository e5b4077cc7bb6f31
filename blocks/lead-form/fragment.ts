// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { ctaFragment, formFragment } from "../../content/fragments";

export const leadFormFragment = /* groq */ `_type == "leadForm" => {
  layout, title, intro, "form": ${formFragment},
  contactPage{detailsTitle, detailsText, scheduleTitle, scheduleText, scheduleCta${ctaFragment}, privacyNote, privacyLinkText}
}` as const;
