import type { ReactNode } from "react";
import type { NotificationPreferences, Profile } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import type { DashboardPageContent, SettingsTexts } from "#content/contentTypes.ts";
import type { BackendLoad } from "../data/loadState";
import type { RefusalTexts } from "../refusalText";
import { EmailVerification } from "./EmailVerification";
import { NotificationPreferencesForm } from "./NotificationPreferencesForm";
import { PasswordForm } from "./PasswordForm";
import { ProfileForm } from "./ProfileForm";
import { LoadNote, type LoadTexts } from "../SectionBody";
import "./account-settings.css";

function SettingsPart({
  title,
  wide = false,
  children,
}: {
  title: string | null | undefined;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`account-settings__part${wide ? " account-settings__part--wide" : ""}`}>
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
  notifications,
}: {
  profile: BackendLoad<Profile>;
  texts: SettingsTexts;
  loadTexts: LoadTexts;
  /** Which kinds of notification are told on which channel (issue 67), and their texts. */
  notifications?: {
    preferences: BackendLoad<NotificationPreferences>;
    texts: DashboardPageContent["notifications"] | undefined;
    refusals: RefusalTexts;
  };
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
      {notifications ? (
        <SettingsPart title={notifications.texts?.preferencesTitle} wide>
          {notifications.preferences.status === "loaded" ? (
            <NotificationPreferencesForm
              preferences={notifications.preferences.value}
              texts={notifications.texts}
              refusals={notifications.refusals}
              loadTexts={loadTexts}
            />
          ) : (
            <LoadNote load={notifications.preferences} texts={loadTexts} />
          )}
        </SettingsPart>
      ) : null}
    </div>
  );
}
