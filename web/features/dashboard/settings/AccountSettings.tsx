import type { ReactNode } from "react";
import type { Profile } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import type { SettingsTexts } from "#content/contentTypes.ts";
import type { BackendLoad } from "../data/loadState";
import { EmailVerification } from "./EmailVerification";
import { PasswordForm } from "./PasswordForm";
import { ProfileForm } from "./ProfileForm";
import { LoadNote, type LoadTexts } from "../SectionBody";
import "./account-settings.css";

function SettingsPart({ title, children }: { title: string | null | undefined; children: ReactNode }) {
  return (
    <div className="account-settings__part">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/**
 * Account settings (the Settings area): the backend's profile (names, company, phone), as the
 * area's route reads it, failing on its own; the password, changed after the current one is checked again (e-mail
 * accounts only); and whether the e-mail address is verified, with the e-mail that verifies it.
 */
export function AccountSettings({
  profile,
  texts,
  loadTexts,
}: {
  profile: BackendLoad<Profile>;
  texts: SettingsTexts;
  loadTexts: LoadTexts;
}) {
  const { user } = useAuth();
  return (
    <div className="account-settings">
      <SettingsPart title={texts?.profileTitle}>
        {profile.status === "loaded" ? (
          <ProfileForm profile={profile.value} texts={texts} loadTexts={loadTexts} />
        ) : (
          <LoadNote load={profile} texts={loadTexts} />
        )}
      </SettingsPart>
      <SettingsPart title={texts?.passwordTitle}>
        {user?.hasPassword ? (
          <PasswordForm texts={texts} />
        ) : (
          <p className="dashboard-section__note">{texts?.googlePasswordText}</p>
        )}
      </SettingsPart>
      <SettingsPart title={texts?.emailTitle}>
        <EmailVerification texts={texts} />
      </SettingsPart>
    </div>
  );
}
