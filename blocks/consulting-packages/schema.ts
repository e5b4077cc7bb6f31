import { PackageIcon } from "@sanity/icons/Package";
import { field } from "../../schemas/lib/define";
import { anchorIdRule, defineBlock } from "../defineBlock";
import { allInOrder, addOnFragment, servicePackageFragment, singleton } from "../../content/fragments";

const addOnsHidden = (parent: unknown) =>
  Boolean((parent as { hideAddOns?: boolean } | undefined)?.hideAddOns);

export const consultingPackagesBlock = defineBlock({
  name: "consultingPackages",
  title: "Consulting packages and add-ons",
  icon: PackageIcon,
  fields: [
    field({
      name: "heading",
      title: "Packages heading",
      type: "sectionHeading",
      description: "Eyebrow, title and intro above the service package cards.",
      validation: (rule) => rule.required(),
    }),
    field({
      name: "popularLabel",
      title: "Popular badge",
      type: "string",
      description: "Badge on the service package marked popular.",
      initialValue: "Most Popular",
    }),
    field({
      name: "hideAddOns",
      title: "Hide the add-ons",
      type: "boolean",
      description: "Shows the packages alone, without the add-ons section under them.",
      initialValue: false,
    }),
    field({
      name: "addOnsHeading",
      title: "Add-ons heading",
      type: "sectionHeading",
      description: "Eyebrow, title and intro above the add-on cards, under the packages.",
      hidden: ({ parent }) => addOnsHidden(parent),
      validation: (rule) =>
        rule.custom((heading, { parent }) => Boolean(heading) || addOnsHidden(parent) || "Required"),
    }),
    field({
      name: "addOnsAnchorId",
      title: "Add-ons anchor id",
      type: "string",
      description:
        "The add-ons section's id on the page, for links to it (/pricing#add-ons). Empty: the anchor id followed by -add-ons.",
      hidden: ({ parent }) => addOnsHidden(parent),
      validation: anchorIdRule,
    }),
  ],
});

export const consultingPackagesFragment = /* groq */ `_type == "consultingPackages" => {
  heading, popularLabel, hideAddOns, addOnsHeading, addOnsAnchorId,
  "packages": ${allInOrder("servicePackage")}${servicePackageFragment},
  "addOns": ${allInOrder("addOn")}${addOnFragment},
  "fromLabel": ${singleton("agentsPage")}.fromLabel
}` as const;
