import { useState, type ChangeEvent, type FormEvent } from "react";
import type { FieldErrors } from "./validation";

/** Shown on a valid submit until the accounts issue connects the sign-in provider. */
export const NOT_AVAILABLE_MESSAGE = "Sign-in is not available yet.";

type Values = Record<string, string | boolean>;

/**
 * Values and errors of an auth form: validates on submit (focusing the first invalid
 * field), clears a field's error when it is edited.
 */
export function useAuthForm<V extends Values>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, type, checked, value } = event.target;
    setValues((current) => ({ ...current, [name]: type === "checkbox" ? checked : value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validate(values);
    setErrors(found);
    const firstInvalid = Object.keys(values).find((name) => found[name as keyof V & string]);
    if (firstInvalid) {
      setNotice(null);
      const control = form.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setNotice(NOT_AVAILABLE_MESSAGE);
  }

  return { values, errors, notice, setNotice, onChange, onSubmit };
}
