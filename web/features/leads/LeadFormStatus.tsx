import { CircleAlert, CircleCheck } from "lucide-react";
import { LEAD_ERROR_MESSAGE, type LeadStatus } from "./useLeadForm";

/** Live regions of a lead form: the success message (status) and the send error (alert). */
export function LeadFormStatus({
  status,
  successMessage,
}: {
  status: LeadStatus;
  successMessage?: string | null;
}) {
  return (
    <>
      <div role="status">
        {status === "success" && successMessage ? (
          <p className="alert alert--success lead-alert">
            <CircleCheck size={20} aria-hidden="true" focusable="false" />
            {successMessage}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {status === "error" ? (
          <p className="alert alert--error lead-alert">
            <CircleAlert size={20} aria-hidden="true" focusable="false" />
            {LEAD_ERROR_MESSAGE}
          </p>
        ) : null}
      </div>
    </>
  );
}
