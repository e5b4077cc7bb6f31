import { refusalCode } from "#web/shared/api/backend.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { backendFault } from "./data/backendFault";
import { faultText, type LoadTexts } from "./SectionBody";

export type RefusalTexts = DashboardPageContent["refusals"] | undefined;

/** `dashboardPage.refusals`' field of each code the contract refuses an action with. */
const REFUSAL_FIELDS = {
  conflict: "conflict",
  quota_reached: "quotaReached",
  not_found: "notFound",
  invalid_request: "invalidRequest",
} as const satisfies Record<string, keyof NonNullable<RefusalTexts>>;

/**
 * Why an action (a retry, a pause, a plan change…) did not happen, in the content's words: the
 * refusal's reason by its code; else the fault, as the areas' sections word it (an expired
 * session, no answer…); else the refusals' `other`. Never the backend's own message.
 */
export function refusalText(error: unknown, refusals: RefusalTexts, loadTexts: LoadTexts): string {
  const code = refusalCode(error);
  const field = code && code in REFUSAL_FIELDS ? REFUSAL_FIELDS[code as keyof typeof REFUSAL_FIELDS] : null;
  if (field) return refusals?.[field] ?? "";
  const fault = backendFault(error);
  const text = fault === "other" ? null : faultText(loadTexts, fault);
  return text ?? refusals?.other ?? "";
}
