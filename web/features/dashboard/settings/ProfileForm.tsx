import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { Profile } from "#web/shared/api/backend.ts";
import type { ProfileFields } from "#web/shared/auth/authState.ts";
import { namesErrors, onlyErrors } from "#web/shared/forms/accountRules.ts";
import { useFormState } from "#web/shared/forms/useFormState.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { TextField } from "#web/shared/ui/FormField.tsx";
import type { SettingsTexts } from "#content/contentTypes.ts";
import { backendFault } from "../data/backendFault";
import type { ProfileSaveResult } from "../data/profileAction";
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
 * phone. Save sends them to the Settings route's action by a fetcher (data/profileAction.ts), which
 * changes the display name with the sign-in provider, then the backend's profile; the form stays,
 * with what was typed, while the profile is read again.
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
  const messages = useMessages();
  const fetcher = useFetcher<ProfileSaveResult>();
  // The save under way: its result once the fetcher is done (the action, then the loader's reads).
  const answer = useRef<(result: ProfileSaveResult) => void>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    answer.current?.(fetcher.data);
    answer.current = undefined;
  }, [fetcher.state, fetcher.data]);
  const save = (fields: ProfileFields) =>
    new Promise<ProfileSaveResult>((resolve) => {
      answer.current = resolve;
      void fetcher.submit(fields, { method: "post", encType: "application/json" });
    });
  const form = useFormState({
    initial: {
      firstName: profile.first_name,
      lastName: profile.last_name,
      companyName: profile.company_name,
      phone: profile.phone,
    },
    validate: (values) => onlyErrors(namesErrors(messages.validation, values)),
    submit: async (values) => {
      const result = await save({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        companyName: values.companyName.trim(),
        phone: values.phone.trim(),
      });
      if (result.status === "failed") throw result.error;
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
