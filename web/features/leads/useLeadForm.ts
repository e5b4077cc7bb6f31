import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { validateLead, type LeadErrors } from "./validateLead";

export type LeadStatus = "idle" | "submitting" | "success" | "error";

export const LEAD_ERROR_MESSAGE =
  "Sorry, your message could not be sent. Your details are still in the form; please try again.";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Options = { successFor?: number };

/**
 * State of a lead form: values, field errors and the submission status. On submit it
 * validates (name + e-mail), calls `send` with the trimmed values, clears the form on
 * success and keeps the values on failure. `successFor` hides the success state after
 * that many ms.
 */
export function useLeadForm<F extends string>(
  empty: Record<F, string>,
  send: (values: Record<F, string>) => Promise<unknown>,
  { successFor }: Options = {},
) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [status, setStatus] = useState<LeadStatus>("idle");

  useEffect(() => {
    if (status !== "success" || successFor === undefined) return;
    const timer = setTimeout(() => setStatus("idle"), successFor);
    return () => clearTimeout(timer);
  }, [status, successFor]);

  function onChange(event: ChangeEvent<Control>) {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateLead(values);
    setErrors(found);
    const firstInvalid = Object.keys(values).find((name) => found[name]);
    if (firstInvalid) {
      const control = form.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setStatus("submitting");
    const trimmed = Object.fromEntries(
      Object.entries<string>(values).map(([name, value]) => [name, value.trim()]),
    ) as Record<F, string>;
    try {
      await send(trimmed);
      setValues(empty);
      setStatus("success");
    } catch {
      setStatus("error");
    }
  }

  return { values, errors, status, onChange, onSubmit };
}
