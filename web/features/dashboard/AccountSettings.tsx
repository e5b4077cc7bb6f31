import { useId, useState } from "react";
import { Settings } from "lucide-react";
import { PROFILE_UPDATE_ERROR } from "~/shared/auth/authErrors";
import { useAuth } from "~/shared/auth/AuthProvider";
import { useFormState } from "~/shared/forms/useFormState";
import { TextField } from "~/shared/ui/FormField";
import { FormStatus } from "~/shared/ui/FormStatus";
import type { DashboardPageContent } from "@content/contentTypes";
import { IconCard } from "~/shared/ui/IconCard";

export const PROFILE_UPDATED = "Profile updated successfully.";
const NAME_REQUIRED = "Display name is required";

type Labels = DashboardPageContent["settingsCard"] | undefined;

/** Account Settings card: change the display name (provider first, then the backend profile). */
export function AccountSettings({ labels }: { labels: Labels }) {
  const { user, updateDisplayName } = useAuth();
  const [open, setOpen] = useState(false);
  const form = useFormState({
    initial: { displayName: user?.displayName ?? "" },
    validate: ({ displayName }) => (displayName.trim() ? {} : { displayName: NAME_REQUIRED }),
    submit: async ({ displayName }) => {
      await updateDisplayName(displayName.trim());
      return { text: PROFILE_UPDATED, kind: "success" };
    },
    failure: (error) => {
      console.error(error);
      return PROFILE_UPDATE_ERROR;
    },
    focusInvalid: false,
    keepMessageWhenInvalid: true,
  });
  const formId = useId();

  return (
    <IconCard
      className="dashboard-card"
      icon={<Settings aria-hidden="true" focusable="false" />}
      headingLevel={2}
      title={labels?.title}
      description={labels?.description}
    >
      <button
        type="button"
        className="button button--outline"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((current) => !current)}
      >
        {labels?.editLabel}
      </button>
      <form id={formId} className="form dashboard-card__form" hidden={!open} noValidate {...form.formProps}>
        <TextField label={labels?.nameLabel} type="text" autoComplete="name" {...form.field("displayName")} />
        <button type="submit" className="button button--primary" disabled={form.submitting}>
          {form.submitting ? labels?.savingLabel : labels?.saveLabel}
        </button>
        <FormStatus message={form.message} icon={false} />
      </form>
    </IconCard>
  );
}
