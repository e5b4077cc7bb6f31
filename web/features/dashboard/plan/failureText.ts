import { refusalCode } from "#web/shared/api/backend.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { backendFault } from "../data/backendFault";
import { faultText, type LoadTexts } from "../SectionBody";

export type Refusals = NonNullable<DashboardPageContent["planArea"]>["refusals"] | undefined;

const refusalTexts: Record<string, keyof NonNullable<Refusals>> = {
  conflict: "conflictText",
  not_found: "notFoundText",
  invalid_request: "invalidRequestText",
};

/**
 * Why a change, cancellation or resumption failed, in the content's words: a fault the sections
 * name too (unreachable, no answer, sign-in refused, a server error…) in theirs, any other refusal
 * by its code (never the backend's message).
 */
export function failureText(error: unknown, refusals: Refusals, loadTexts: LoadTexts): string {
  const fault = backendFault(error);
  if (fault !== "other") return faultText(loadTexts, fault) ?? "";
  return refusals?.[refusalTexts[refusalCode(error) ?? ""] ?? "otherText"] ?? "";
}
