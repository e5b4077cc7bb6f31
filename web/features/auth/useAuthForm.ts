import { useEffect, useEffectEvent, useState, type ChangeEvent, type FormEvent } from "react";
import type { FieldErrors } from "./validation";

/** Spec: after a successful sign-up or sign-in, go on to the dashboard after 2 seconds. */
export const REDIRECT_DELAY_MS = 2000;

export type FormMessage = { text: string; kind: "success" | "error" };

/** Spec: a message containing 'successful' or 'successfully' is a success, anything else an error. */
export const toMessage = (text: string): FormMessage => ({
  text,
  kind: /successful/i.test(text) ? "success" : "error",
});

type Values = Record<string, string | boolean>;

type AuthFormOptions<V extends Values> = {
  initial: V;
  validate: (values: V) => FieldErrors<keyof V & string>;
  /** Does the provider call; resolves with the success message. */
  submit: (values: V) => Promise<string>;
  /** Maps a provider error to the message to show. */
  errorMessage: (error: unknown) => string;
  /** Runs REDIRECT_DELAY_MS after a success, if given. */
  onSuccess?: () => void;
};

/**
 * Values, errors and the submit cycle of an auth form: validates on submit (focusing the
 * first invalid field), clears a field's error when it is edited, disables the form while
 * the provider works, and shows its success or error message. Typed values are kept.
 */
export function useAuthForm<V extends Values>({
  initial,
  validate,
  submit,
  errorMessage,
  onSuccess,
}: AuthFormOptions<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const afterSuccess = useEffectEvent(() => onSuccess?.());

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(afterSuccess, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, type, checked, value } = event.target;
    setValues((current) => ({ ...current, [name]: type === "checkbox" ? checked : value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function run(action: () => Promise<string>, mapError: (error: unknown) => string) {
    setSubmitting(true);
    setMessage(null);
    try {
      const success = await action();
      setMessage(toMessage(success));
      setSucceeded(true);
    } catch (error) {
      console.error(error);
      setMessage({ text: mapError(error), kind: "error" });
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const found = validate(values);
    setErrors(found);
    const firstInvalid = Object.keys(values).find((name) => found[name as keyof V & string]);
    if (firstInvalid) {
      setMessage(null);
      const control = form.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    void run(() => submit(values), errorMessage);
  }

  return { values, errors, message, submitting, succeeded, onChange, onSubmit, run };
}
