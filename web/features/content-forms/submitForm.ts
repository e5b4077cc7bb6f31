import { trackEvent } from "#web/shared/analytics/track.ts";
import { backendHost, createBackendClient, type FormReceipt } from "#web/shared/api/backend.ts";
import { visitFields } from "./submitLead";

type Sent = {
  /** The form document's `formId`, in the submission's address. */
  formId: string;
  /** The form's name (its document's title), the analytics Lead event's `form`. */
  name: string;
  fields: Record<string, string | boolean>;
  language: string;
};

/**
 * A content form's submission path, as `submitLead` is the lead forms': `POST
 * {VITE_API_URL}/api/forms/{formId}/submissions` with its fields, the page's language and how the
 * visit began; once the backend has it, the "Lead" event with the form's name. With no backend
 * configured it sends nothing and resolves to null; the form then shows its success anyway.
 */
export async function submitForm({ formId, name, fields, language }: Sent): Promise<FormReceipt | null> {
  const host = backendHost();
  if (!host) return null;
  const receipt = await createBackendClient({ host }).submitForm(formId, {
    fields,
    language,
    ...visitFields(),
  });
  trackEvent("Lead", { form: name });
  return receipt;
}
