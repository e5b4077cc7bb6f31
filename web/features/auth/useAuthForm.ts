import {
  useFormState,
  type FieldErrors,
  type FormMessage,
  type FormValues,
} from "#web/shared/forms/useFormState.ts";

/** Spec: after a successful sign-up or sign-in, go on to the dashboard after 2 seconds. */
export const REDIRECT_DELAY_MS = 2000;

/**
 * The message of an action that succeeded. The spec calls a message containing 'successful' or
 * 'successfully' a success and anything else an error: its English success messages all do, and
 * the errors come only from a failure, so the outcome says it, in every language.
 */
const success = (text: string): FormMessage => ({ text, kind: "success" });

/** Spec: the provider's message is shown and logged. */
const logged =
  (mapError: (error: unknown) => string) =>
  (error: unknown): string => {
    console.error(error);
    return mapError(error);
  };

export type AuthFormOptions<V extends FormValues> = {
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
 * An auth form (`useFormState`) with the auth pages' rules: the provider's success or error
 * message, classified as the spec says, errors logged, and `onSuccess` 2 seconds after a
 * success. Typed values are kept.
 */
export function useAuthForm<V extends FormValues>({
  initial,
  validate,
  submit,
  errorMessage,
  onSuccess,
}: AuthFormOptions<V>) {
  const form = useFormState({
    initial,
    validate,
    submit: async (values) => success(await submit(values)),
    failure: logged(errorMessage),
    onSuccess,
    successDelay: REDIRECT_DELAY_MS,
  });
  /** Another provider action on this form (Google), with its own error messages. */
  const run = (action: () => Promise<string>, mapError: (error: unknown) => string) =>
    form.run(async () => success(await action()), logged(mapError));
  return { ...form, run };
}
