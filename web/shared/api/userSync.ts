import { backendDeadline, type UserSyncPayload } from "./backend";

export interface SyncUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export interface SyncExtras {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  phone?: string;
}

function splitDisplayName(displayName: string): [string, string] {
  const space = displayName.indexOf(" ");
  if (space < 0) return [displayName, ""];
  return [displayName.slice(0, space), displayName.slice(space + 1).trim()];
}

/** Names from the display name split on its first space, else from the signup extras; missing fields ''. */
export function buildSyncPayload(user: SyncUser, extras: SyncExtras = {}): UserSyncPayload {
  const displayName = user.displayName?.trim();
  const [firstName, lastName] = displayName
    ? splitDisplayName(displayName)
    : [extras.firstName ?? "", extras.lastName ?? ""];
  return {
    firebase_uid: user.uid,
    email: user.email ?? "",
    first_name: firstName,
    last_name: lastName,
    company_name: extras.companyName ?? "",
    phone: extras.phone ?? "",
  };
}

/**
 * Health check, then user creation, within one 10-second budget. Never throws: a failure is
 * warned and ignored (spec section 7). When the health check fails the POST is skipped.
 * Resolves true when the user was created.
 */
export async function syncUser(
  // The replies are not used: only whether each call succeeded.
  client: {
    health: (signal: AbortSignal) => Promise<unknown>;
    createUser: (payload: UserSyncPayload, signal: AbortSignal) => Promise<unknown>;
  },
  payload: UserSyncPayload,
): Promise<boolean> {
  const deadline = backendDeadline();
  try {
    await client.health(deadline);
  } catch (error) {
    console.warn("Backend health check failed; user sync skipped.", error);
    return false;
  }
  try {
    await client.createUser(payload, deadline);
    return true;
  } catch (error) {
    console.warn("User sync failed.", error);
    return false;
  }
}
