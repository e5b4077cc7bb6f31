// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { ctaFragment, statFragment } from "../../content/fragments";

export const heroFragment = /* groq */ `_type == "hero" => {
  eyebrow, headline, text, primaryCta${ctaFragment}, secondaryCta${ctaFragment}, stats[]${statFragment}
}`;
