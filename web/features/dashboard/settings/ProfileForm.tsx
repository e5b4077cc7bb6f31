import type { Profile } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { namesErrors, onlyErrors } from "#web/shared/forms/accountRules.ts";
import { useFormState } from "#web/shared/forms/useFormState.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { TextField } from "#web/shared/ui/FormField.tsx";
import type { SettingsTexts } from "#content/contentTypes.ts";
import { backendFault } from "../data/backendFault";
import { faultText, type LoadTexts } from "../SectionBody";
import { SettingsStatus } from "./SettingsStatus";

/** The spec's message (`failed`), then what failed when the backend is at fault ("Our servers had a problem…"). */
function saveFailure(error: unknown, loadTexts: LoadTexts, failed: string): string {
  const fault = backendFault(error);
  // A mismatch is logged by the client, once.
  if (fault !== "mismatch") console.error(error);
  const cause = fault === "other" ? null : faultText(loadTexts, fault);
  return cause ? `${failed} ${cause}` : failed;
}

/**
 * The customer's profile, as the backend has it: names (required, as at sign-up), company and
 * phone. Save changes the display name with the sign-in provider, then the backend's profile.
 */
export function ProfileForm({
  profile,
  texts,
  loadTexts,
}: {
  profile: Profile;
  texts: SettingsTexts;
  loadTexts: LoadTexts;
}) {
  const { saveProfile } = useAuth();
  const messages = useMessages();
  const form = useFormState({
    initial: {
      firstName: profile.first_name,
      lastName: profile.last_name,
      companyName: profile.company_name,
      phone: profile.phone,
    },
    validate: (values) => onlyErrors(namesErrors(messages.validation, values)),
    submit: async (values) => {
      await saveProfile({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        companyName: values.companyName.trim(),
        phone: values.phone.trim(),
      });
      return { text: texts?.profileUpdatedText ?? "", kind: "success" };
    },
    failure: (error) => saveFailure(error, loadTexts, messages.failures.profileUpdate),
  });
  return (
    <form className="form" noValidate {...form.formProps} aria-label={texts?.profileTitle ?? undefined}>
      <div className="form-row">
        <TextField
          label={texts?.firstNameLabel}
          type="text"
          autoComplete="given-name"
          {...form.field("firstName")}
        />
        <TextField
          label={texts?.lastNameLabel}
          type="text"
          autoComplete="family-name"
          {...form.field("lastName")}
        />
      </div>
      <TextField
        label={texts?.companyLabel}
        type="text"
        autoComplete="organization"
        {...form.field("companyName")}
      />
      <TextField label={texts?.phoneLabel} type="tel" autoComplete="tel" {...form.field("phone")} />
      <button type="submit" className="button button--primary" disabled={form.submitting}>
        {form.submitting ? texts?.savingLabel : texts?.saveLabel}
      </button>
      <SettingsStatus message={form.message} />
    </form>
  );
}
