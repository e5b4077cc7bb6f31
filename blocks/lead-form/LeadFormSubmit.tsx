import type { FormMessage } from "#web/shared/forms/useFormState.ts";
import { FormStatus } from "#web/shared/ui/FormStatus.tsx";

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
