import type { NotificationPreferences } from "#web/shared/api/backend.ts";
import { signedInCustomer } from "./customer";
import { remember } from "./loadMemory";
import { profileAction, type ProfileSaveResult } from "./profileAction";

/** The name the notification preferences' read is remembered by in the tab. */
export const PREFERENCES_CALL = "notificationPreferences";

/** What the Settings action is sent to save the notification preferences (anything else is the profile). */
export type PreferencesSaveRequest = {
  intent: "notificationPreferences";
  preferences: NotificationPreferences;
};

/** What saving them came to: done (as the backend saved them), or failed. */
export type PreferencesSaveResult =
  { status: "done"; preferences: NotificationPreferences } | { status: "failed"; error: unknown };

async function savePreferences(preferences: NotificationPreferences): Promise<PreferencesSaveResult> {
  try {
    const { account, client } = await signedInCustomer();
    const backend = await client();
    if (!backend) throw new Error("Not signed in: no ID token for the backend call.");
    const saved = await backend.putNotificationPreferences(preferences);
    remember(account, PREFERENCES_CALL, saved);
    return { status: "done", preferences: saved };
  } catch (error) {
    return { status: "failed", error };
  }
}

/**
 * The Settings route's client action: the notification preferences (a fetcher's JSON with their
 * `intent`), else the profile (profileAction.ts). A failure is the result, not an error: the form
 * says why and keeps what was ticked.
 */
export async function settingsAction({
  request,
}: {
  request: Request;
}): Promise<ProfileSaveResult | PreferencesSaveResult> {
  const body = (await request.clone().json()) as Partial<PreferencesSaveRequest> | null;
  if (body?.intent === "notificationPreferences" && body.preferences)
    return savePreferences(body.preferences);
  return profileAction({ request });
}
