// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { allInOrder, addOnFragment, servicePackageFragment, singleton } from "../../content/fragments";

export const consultingPackagesFragment = /* groq */ `_type == "consultingPackages" => {
  heading, popularLabel, hideAddOns, addOnsHeading, addOnsAnchorId,
  "packages": ${allInOrder("servicePackage")}${servicePackageFragment},
  "addOns": ${allInOrder("addOn")}${addOnFragment},
  "fromLabel": ${singleton("agentsPage")}.fromLabel
}` as const;
