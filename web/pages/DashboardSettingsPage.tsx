import { AccountSettings } from "#web/features/dashboard/settings/AccountSettings.tsx";
import { DashboardArea, type DashboardAreaProps } from "./DashboardArea";

/** The Settings area (/dashboard/settings): the profile, the password and the e-mail's verification. */
export function DashboardSettingsPage({ content }: DashboardAreaProps) {
  const texts = content?.settingsCard;
  return (
    <DashboardArea content={content} title={texts?.title} description={texts?.description}>
      <AccountSettings texts={texts} loadTexts={content?.loadStates} />
    </DashboardArea>
  );
}
