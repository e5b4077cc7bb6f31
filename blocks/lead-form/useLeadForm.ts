import { useFormState } from "#web/shared/forms/useFormState.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { isTrapped } from "./leadTrap";
import { validateLead } from "./validateLead";

type Options = {
  /** The CMS success text; with none, a success shows nothing. */
  successMessage?: string | null;
  /** Hides the success message after that many ms. */
  successFor?: number;
};

const trimmed = <F extends string>(values: Record<F, string>) =>
  Object.fromEntries(Object.entries<string>(values).map(([name, value]) => [name, value.trim()])) as Record<
    F,
    string
  >;

/**
 * A lead form (`useFormState`) with the lead rules: a name and a valid e-mail are required,
 * `send` gets the trimmed values, the form is cleared on success and keeps its values on
 * failure, where it says so (`leads.sendFailed`, in the page's language: `useMessages`). A
 * trapped submission (`isTrapped`: the trap field filled) is not sent, and looks like a success.
 */
export function useLeadForm<F extends string>(
  empty: Record<F, string>,
  send: (values: Record<F, string>) => Promise<unknown>,
  { successMessage, successFor }: Options = {},
) {
  const messages = useMessages();
  return useFormState({
    initial: empty,
    validate: (values) => validateLead(values, messages.validation),
    submit: async (values, { form }) => {
      if (!isTrapped(form)) await send(trimmed(values));
      return { text: successMessage ?? "", kind: "success" };
    },
    failure: () => messages.leads.sendFailed,
    clearOnSuccess: true,
    successFor,
    keepMessageWhenInvalid: true,
  });
}
