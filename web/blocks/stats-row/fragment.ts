// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { statFragment } from "../../shared/content/fragments";

export const statsRowFragment = /* groq */ `_type == "statsRow" => {heading, stats[]${statFragment}}`;
