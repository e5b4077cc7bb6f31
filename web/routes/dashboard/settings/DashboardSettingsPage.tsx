import type { SettingsAreaReads } from "#web/features/dashboard/data/areaReads.ts";
import { useAreaReads, useRead } from "#web/features/dashboard/data/reads.ts";
import { AccountSettings } from "#web/features/dashboard/settings/AccountSettings.tsx";
import { DashboardArea, type DashboardAreaProps } from "../DashboardArea";

/**
 * The Settings area (/dashboard/settings): the profile (its route's loader reads it,
 * areaReads.ts), the password and the e-mail's verification.
 */
export function DashboardSettingsPage({ content }: DashboardAreaProps) {
  const texts = content?.settingsCard;
  const profile = useRead(useAreaReads<SettingsAreaReads>().profile);
  return (
    <DashboardArea content={content} title={texts?.title} description={texts?.description}>
      <AccountSettings profile={profile} texts={texts} loadTexts={content?.loadStates} />
    </DashboardArea>
  );
}
