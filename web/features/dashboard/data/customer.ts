import { useEffect } from "react";
import type { BackendClient, Profile } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import type { AuthContextValue } from "#web/shared/auth/authState.ts";

/** The signed-in customer as an area's reads need them: their uid, their backend client, their profile. */
export type Customer = {
  account: string;
  /** The session's client (their ID token); null when no backend is configured. */
  client: () => Promise<BackendClient | null>;
  /** The session's profile, once their sign-in's sync has settled; null without a backend. */
  loadProfile: () => Promise<Profile | null>;
  /** Saves the profile: the display name with the sign-in provider, then the backend's profile. */
  saveProfile: AuthContextValue["saveProfile"];
};

let known: Customer | undefined;
const waiting = new Set<(customer: Customer) => void>();

/**
 * The customer the area's guard has let in: at once when an area is on screen, else once the
 * guard knows them. An area's loader runs before that on the first page of a visit (it is
 * prerendered, and the session is restored in the browser): its reads wait here, as the guard's
 * loading screen shows; a visitor who is not signed in is sent to sign in, and they never start.
 */
export function signedInCustomer(): Promise<Customer> {
  return known ? Promise.resolve(known) : new Promise((resolve) => waiting.add(resolve));
}

/**
 * Names the signed-in customer to the reads, the waiting ones first; the returned function forgets
 * them (unless another has been named since).
 */
export function provideCustomer(customer: Customer): () => void {
  known = customer;
  for (const resolve of waiting) resolve(customer);
  waiting.clear();
  return () => {
    if (known === customer) known = undefined;
  };
}

/**
 * Tells the areas' reads who is signed in, while an area is on screen (DashboardArea): the
 * account the session reports, with the session's backend client and profile (its load and save).
 */
export function useCustomerForReads() {
  const { user, backendClient, loadProfile, saveProfile } = useAuth();
  const account = user?.uid;
  useEffect(() => {
    if (account) return provideCustomer({ account, client: backendClient, loadProfile, saveProfile });
  }, [account, backendClient, loadProfile, saveProfile]);
}
