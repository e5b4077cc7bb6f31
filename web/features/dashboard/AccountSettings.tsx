import { useId, useState, type FormEvent } from "react";
import { Settings } from "lucide-react";
import { PROFILE_UPDATE_ERROR } from "~/shared/auth/authErrors";
import { useAuth } from "~/shared/auth/AuthProvider";
import { FormField } from "~/shared/ui/FormField";

export const PROFILE_UPDATED = "Profile updated successfully.";
const NAME_REQUIRED = "Display name is required";

/** Account Settings card: change the display name (provider first, then the backend profile). */
export function AccountSettings() {
  const { user, updateDisplayName } = useAuth();
  const [open, setOpen] = useState(false);
  const [displayName, setDisplayName] = useState(user?.displayName ?? "");
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<{ text: string; ok: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = displayName.trim();
    if (!name) {
      setError(NAME_REQUIRED);
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      await updateDisplayName(name);
      setStatus({ text: PROFILE_UPDATED, ok: true });
    } catch (failure) {
      console.error(failure);
      setStatus({ text: PROFILE_UPDATE_ERROR, ok: false });
    } finally {
      setSaving(false);
    }
  }

  return (
    <article className="card dashboard-card">
      <span className="icon-badge">
        <Settings aria-hidden="true" focusable="false" />
      </span>
      <h2>Account Settings</h2>
      <p>Update the name shown on your account.</p>
      <button
        type="button"
        className="button button--outline"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((current) => !current)}
      >
        Edit Profile
      </button>
      <form id={formId} className="form dashboard-card__form" hidden={!open} noValidate onSubmit={onSubmit}>
        <FormField label="Display name" name="displayName" error={error}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              value={displayName}
              onChange={(event) => {
                setDisplayName(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </button>
        <div aria-live="polite">
          {status ? (
            <p
              className={`alert alert--${status.ok ? "success" : "error"}`}
              role={status.ok ? "status" : "alert"}
            >
              {status.text}
            </p>
          ) : null}
        </div>
      </form>
    </article>
  );
}
