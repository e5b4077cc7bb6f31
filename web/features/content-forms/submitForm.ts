import { trackEvent } from "#web/shared/analytics/track.ts";
import { backendHost, createBackendClient, type FormReceipt } from "#web/shared/api/backend.ts";
import { visitFields } from "./submitLead";

type Sent = {
  formId: string;
  /** The form's name (its document's title), the analytics Lead event's `form`. */
  name: string;
  fields: Record<string, string | boolean>;
  language: string;
};

/** `POST /api/forms/{formId}/submissions`; otherwise as `submitLead`. */
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
