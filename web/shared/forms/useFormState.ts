import { useEffect, useEffectEvent, useState, type ChangeEvent, type FormEvent } from "react";
import { typedValues, useHydratedForm } from "./useHydratedForm";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type FormMessage = { text: string; kind: "success" | "error" };

export type FormValues = Record<string, string | boolean>;

export type Submission = { form: HTMLFormElement };

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type TextName<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export type FormStateOptions<V extends FormValues> = {
  initial: V;
  /** The field rules; an empty result means the values can be sent. */
  validate: (values: V) => FieldErrors<keyof V & string>;
  submit: (values: V, submission: Submission) => Promise<FormMessage>;
  failure: (error: unknown) => string;
  /** Empties the fields after a success (lead forms). Otherwise, and always on failure, they keep what was typed. */
  clearOnSuccess?: boolean;
  /** Hides a success message after that many ms. */
  successFor?: number;
  /** Runs `successDelay` ms after the first success. */
  onSuccess?: () => void;
  successDelay?: number;
  focusInvalid?: boolean;
  /** Leaves the last message on screen when a submit stops at the field rules (default: it is removed). */
  keepMessageWhenInvalid?: boolean;
};

/**
 * The state of every form on the site. On failure the fields keep what the visitor typed;
 * `formProps` go on the <form> (`useHydratedForm`).
 */
export function useFormState<V extends FormValues>({
  initial,
  validate,
  submit,
  failure,
  clearOnSuccess = false,
  successFor,
  onSuccess,
  successDelay = 0,
  focusInvalid = true,
  keepMessageWhenInvalid = false,
}: FormStateOptions<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const afterSuccess = useEffectEvent(() => onSuccess?.());

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(afterSuccess, successDelay);
    return () => clearTimeout(timer);
  }, [succeeded, successDelay]);

  useEffect(() => {
    if (message?.kind !== "success" || successFor === undefined) return;
    const timer = setTimeout(() => setMessage(null), successFor);
    return () => clearTimeout(timer);
  }, [message, successFor]);

  function onChange(event: ChangeEvent<Control>) {
    const target = event.target;
    const value =
      target instanceof HTMLInputElement && target.type === "checkbox" ? target.checked : target.value;
    setValues((current) => ({ ...current, [target.name]: value }));
    setErrors((current) => ({ ...current, [target.name]: undefined }));
  }

  /** `submit`, or another action such as a Google sign-in. */
  async function run(action: () => Promise<FormMessage>, mapError: (error: unknown) => string = failure) {
    setSubmitting(true);
    setMessage(null);
    try {
      const success = await action();
      if (clearOnSuccess) setValues(initial);
      setMessage(success);
      setSucceeded(true);
    } catch (error) {
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
      if (!keepMessageWhenInvalid) setMessage(null);
      const control = form.elements.namedItem(firstInvalid);
      if (focusInvalid && control instanceof HTMLElement) control.focus();
      return;
    }
    void run(() => submit(values, { form }));
  }

  const formProps = useHydratedForm({
    onSubmit,
    adoptTyped: (form) => {
      const typed = typedValues(form, values);
      if (Object.keys(typed).some((name) => typed[name] !== values[name])) setValues(typed);
    },
  });

  /** A text field's props for `TextField`. */
  const field = <K extends TextName<V>>(name: K) => ({
    name,
    error: errors[name],
    value: values[name] as string,
    onChange,
  });

  return { values, errors, message, submitting, succeeded, onChange, formProps, run, field };
}
