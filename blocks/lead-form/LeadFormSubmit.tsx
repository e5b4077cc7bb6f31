import type { FormMessage } from "~/shared/forms/useFormState";
import { FormStatus } from "~/shared/ui/FormStatus";

type LeadFormSubmitProps = {
  label: string | null | undefined;
  submitting: boolean;
  message: FormMessage | null;
};

/** The home page lead forms' last row: the submit button, then the form's message. */
export function LeadFormSubmit({ label, submitting, message }: LeadFormSubmitProps) {
  return (
    <div>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {label}
      </button>
      <FormStatus message={message} className="lead-alert" regions="split" />
    </div>
  );
}
