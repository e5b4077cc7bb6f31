import { Progress75Icon } from "@sanity/icons/Progress75";
import { defineField, defineType } from "sanity";

/** A quota's fields, as a preview selects them. */
type QuotaFields = { unlimited?: boolean; limit?: number; unit?: string; perPeriod?: boolean };

/**
 * A quota in a Studio preview: "50 pieces/month", "5 data sources" (held at any time), "∞ pieces"
 * (no limit; the sign reads the same beside a unit in any language); "no quota" when there is none.
 */
export function quotaSummary(quota: QuotaFields | undefined, period?: string): string {
  if (!quota || !quota.unit) return "no quota";
  if (quota.unlimited) return `∞ ${quota.unit}`;
  const counted = `${typeof quota.limit === "number" ? quota.limit : "?"} ${quota.unit}`;
  return quota.perPeriod === false ? counted : `${counted}/${period || "month"}`;
}

export const quota = defineType({
  name: "quota",
  title: "Quota",
  type: "object",
  icon: Progress75Icon,
  fields: [
    defineField({
      name: "unlimited",
      title: "No limit",
      type: "boolean",
      description:
        'On: the plan counts what it includes without a limit ("Unlimited pieces" in its features). Off: set the limit below.',
      initialValue: false,
    }),
    defineField({
      name: "limit",
      title: "Limit",
      type: "number",
      description:
        'How many the plan includes: a whole number, 1 or more (50 for "50 pieces/month"). Customers are told when they reach 80 % and 100 % of it.',
      hidden: ({ parent }) => !!(parent as QuotaFields | undefined)?.unlimited,
      // Checked only while it shows: with No limit on, a limit left from before is ignored.
      validation: (rule) =>
        rule.custom<number>((limit, context) => {
          if ((context.parent as QuotaFields | undefined)?.unlimited) return true;
          if (limit === undefined) return "Set the limit, or turn on No limit";
          return (Number.isInteger(limit) && limit >= 1) || "A whole number, 1 or more";
        }),
    }),
    defineField({
      name: "unit",
      title: "What is counted",
      type: "string",
      description:
        'What the limit counts, in the plural and in this document\'s language, as the client area shows it after the number: "pieces" (piezas), "keywords" (palabras clave).',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "perPeriod",
      title: "Counted per billing period",
      type: "boolean",
      description:
        "On: counted per billing period, and reset when a new one starts (50 pieces a month). Off: an allowance held at any time, like accounts or data sources (up to 5 data sources).",
      initialValue: true,
    }),
  ],
  preview: {
    select: { unlimited: "unlimited", limit: "limit", unit: "unit", perPeriod: "perPeriod" },
    prepare: (quota: QuotaFields) => ({ title: quotaSummary(quota) }),
  },
});
