import { useEffect, useEffectEvent, useState, type ChangeEvent, type FormEvent } from "react";
import { typedValues, useHydratedForm } from "./useHydratedForm";

/** A form's errors by field name; a field without an error is absent. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The message a form shows after a submission (`FormStatus` renders it). */
export type FormMessage = { text: string; kind: "success" | "error" };

export type FormValues = Record<string, string | boolean>;

/** A submission's form element. */
export type Submission = { form: HTMLFormElement };

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The names of a form's text fields (not its checkboxes). */
type TextName<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export type FormStateOptions<V extends FormValues> = {
  initial: V;
  /** The field rules; an empty result means the values can be sent. */
  validate: (values: V) => FieldErrors<keyof V & string>;
  /** Sends the values; resolves with the message to show. */
  submit: (values: V, submission: Submission) => Promise<FormMessage>;
  /** The error text for a failed `submit`. */
  failure: (error: unknown) => string;
  /** Empties the fields after a success (lead forms). Otherwise, and always on failure, they keep what was typed. */
  clearOnSuccess?: boolean;
  /** Hides a success message after that many ms. */
  successFor?: number;
  /** Runs `successDelay` ms after the first success. */
  onSuccess?: () => void;
  successDelay?: number;
  /** Moves focus to the first invalid field on submit (default true). */
  focusInvalid?: boolean;
  /** Leaves the last message on screen when a submit stops at the field rules (default: it is removed). */
  keepMessageWhenInvalid?: boolean;
};

/**
 * The state of every form on the site: values, field errors, the busy flag and the message
 * after a submission. A field's error clears when it is edited; on submit the field rules
 * run first (nothing is sent while one fails); while `submit` runs the form is busy and a
 * second submit is ignored; on failure the fields keep what the visitor typed. `formProps` go
 * on the <form> (`useHydratedForm`): typed and sent before the page's code had loaded counts too.
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

  /** Runs one submission (`submit`, or another action such as a Google sign-in). */
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

  /** A text field's props for `TextField`: its name, value, error and change handler. */
  const field = <K extends TextName<V>>(name: K) => ({
    name,
    error: errors[name],
    value: values[name] as string,
    onChange,
  });

  return { values, errors, message, submitting, succeeded, onChange, formProps, run, field };
}
