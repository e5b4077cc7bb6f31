import type { ValidationMessages } from "#web/shared/forms/accountRules.ts";
import { useFormState, type FieldErrors, type FormValues } from "#web/shared/forms/useFormState.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { isTrapped } from "./trap";

type Options<V extends FormValues> = {
  /** The field rules, with the page's language's messages. */
  validate: (values: V, messages: ValidationMessages) => FieldErrors<keyof V & string>;
  /** The content's success text; with none, a success shows nothing. */
  successMessage?: string | null;
  successFor?: number;
  /** A form that goes on to another page. */
  onSuccess?: () => void;
};

const trimmed = <V extends FormValues>(values: V) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? value.trim() : value]),
  ) as V;

/** `send` gets the trimmed values. A trapped submission is not sent, and looks like a success. */
export function useContentForm<V extends FormValues>(
  empty: V,
  send: (values: V) => Promise<unknown>,
  { validate, successMessage, successFor, onSuccess }: Options<V>,
) {
  const messages = useMessages();
  return useFormState({
    initial: empty,
    validate: (values) => validate(values, messages.validation),
    submit: async (values, { form }) => {
      if (!isTrapped(form)) await send(trimmed(values));
      return { text: successMessage ?? "", kind: "success" };
    },
    failure: () => messages.leads.sendFailed,
    clearOnSuccess: true,
    successFor,
    keepMessageWhenInvalid: true,
    onSuccess,
  });
}
