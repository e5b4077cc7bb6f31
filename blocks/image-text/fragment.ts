// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { ctaFragment, imageFragment } from "../../content/fragments";

export const imageTextFragment = /* groq */ `_type == "imageText" => {
  image${imageFragment}, imageSide, heading, body, cta${ctaFragment}
}`;
