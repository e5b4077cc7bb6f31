import type { Profile } from "#web/shared/api/backend.ts";
import type { ProfileFields } from "#web/shared/auth/authState.ts";
import { signedInCustomer } from "./customer";
import { remember } from "./loadMemory";

/** The name the profile's read is remembered by in the tab: it shows while it is read again. */
export const PROFILE_CALL = "profile";

/** What the profile's save came to: done (the backend's profile, none without a backend), or failed. */
export type ProfileSaveResult =
  { status: "done"; profile: Profile | null } | { status: "failed"; error: unknown };

/**
 * The Settings route's client action: the profile's fields (a fetcher's JSON, checked by the form's
 * rules before) saved through the session (the display name, then the backend's profile). A
 * failure is the result, not an error: the form says why and keeps what was typed.
 */
export async function profileAction({ request }: { request: Request }): Promise<ProfileSaveResult> {
  const fields = (await request.json()) as ProfileFields;
  try {
    const customer = await signedInCustomer();
    const profile = await customer.saveProfile(fields);
    if (profile) remember(customer.account, PROFILE_CALL, profile);
    return { status: "done", profile };
  } catch (error) {
    return { status: "failed", error };
  }
}
