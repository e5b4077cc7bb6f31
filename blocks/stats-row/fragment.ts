// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { statFragment } from "../../content/fragments";

export const statsRowFragment = /* groq */ `_type == "statsRow" => {heading, stats[]${statFragment}}`;
