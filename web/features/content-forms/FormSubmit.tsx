import type { FormMessage } from "#web/shared/forms/useFormState.ts";
import { FormStatus } from "#web/shared/ui/FormStatus.tsx";

type FormSubmitProps = {
  label: string | null | undefined;
  /** The label while the form is being sent; without one the button keeps its label. */
  submittingLabel?: string | null;
  submitting: boolean;
  message: FormMessage | null;
};

export function FormSubmit({ label, submittingLabel, submitting, message }: FormSubmitProps) {
  return (
    <div>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting && submittingLabel ? submittingLabel : label}
      </button>
      <FormStatus message={message} className="lead-alert" regions="split" />
    </div>
  );
}
