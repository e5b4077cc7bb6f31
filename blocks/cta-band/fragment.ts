// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { ctaFragment } from "../../content/fragments";

export const ctaBandFragment = /* groq */ `_type == "ctaBand" => {
  heading, text, tone, primaryCta${ctaFragment}, secondaryCta${ctaFragment}
}`;
