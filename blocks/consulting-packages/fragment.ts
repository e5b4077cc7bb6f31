// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { addOnFragment, servicePackageFragment, singleton } from "../../content/fragments";

export const consultingPackagesFragment = /* groq */ `_type == "consultingPackages" => {
  heading, popularLabel, hideAddOns, addOnsHeading, addOnsAnchorId,
  "packages": *[_type == "servicePackage"] | order(order asc)${servicePackageFragment},
  "addOns": *[_type == "addOn"] | order(order asc)${addOnFragment},
  "fromLabel": ${singleton("agentsPage")}.fromLabel
}` as const;
