// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { imageFragment } from "../../content/fragments";

export const testimonialFragment = /* groq */ `_type == "testimonial" => {
  quote, name, role, company, photo${imageFragment}
}`;
