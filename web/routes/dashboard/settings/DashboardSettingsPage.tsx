import type { SettingsAreaReads } from "#web/features/dashboard/data/areaReads.ts";
import { useAreaReads, useRead } from "#web/features/dashboard/data/reads.ts";
import { AccountSettings } from "#web/features/dashboard/settings/AccountSettings.tsx";
import { DashboardArea, type DashboardAreaProps } from "../DashboardArea";

/**
 * The Settings area (/dashboard/settings): the profile and the notification preferences (its
 * route's loader reads them, areaReads.ts), the password and the e-mail's verification.
 */
export function DashboardSettingsPage({ content }: DashboardAreaProps) {
  const texts = content?.settingsCard;
  const reads = useAreaReads<SettingsAreaReads>();
  const profile = useRead(reads.profile);
  const preferences = useRead(reads.notificationPreferences);
  return (
    <DashboardArea content={content} title={texts?.title} description={texts?.description}>
      <AccountSettings
        profile={profile}
        texts={texts}
        loadTexts={content?.loadStates}
        notifications={{ preferences, texts: content?.notifications, refusals: content?.refusals }}
      />
    </DashboardArea>
  );
}
