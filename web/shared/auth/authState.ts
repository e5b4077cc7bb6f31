// What the app knows of the visitor's sign-in and what it can do with it: AuthProvider.tsx
// provides them and loads session.ts, which carries them out without importing AuthProvider back.

import type { BackendClient, Profile } from "#web/shared/api/backend.ts";

export type AuthUser = {
  uid: string;
  displayName: string | null;
  email: string | null;
  /** The user has opened the link of a verification e-mail (Firebase's `emailVerified`). */
  emailVerified: boolean;
  /** The user signs in with an e-mail and password (not only with Google). */
  hasPassword: boolean;
};
export type AuthStatus = "loading" | "signed-in" | "signed-out";
/** The profile fields a customer types: at sign-up and in the dashboard's account settings. */
export type ProfileFields = { firstName: string; lastName: string; companyName: string; phone: string };
export type AuthState = {
  status: AuthStatus;
  user: AuthUser | null;
  /** The backend's profile of the user (openapi.yaml), once loaded. */
  profile: Profile | null;
  /** Firebase itself has reported the state (not only the absence of a sign-in hint). */
  verified?: boolean;
};

export type AuthActions = {
  signUp: (email: string, password: string, displayName: string, profile: ProfileFields) => Promise<void>;
  signIn: (email: string, password: string, rememberMe: boolean) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  resetPassword: (email: string) => Promise<void>;
  logout: () => Promise<void>;
  /**
   * The signed-in user's backend profile, asked for once their sign-in's sync (which creates it)
   * has settled; null when no backend is configured.
   */
  loadProfile: () => Promise<Profile | null>;
  /**
   * Saves the profile: the display name ("first last") with the sign-in provider, then the
   * backend's profile. Resolves with the backend's profile after the change, or null when it
   * answers without one or no backend is configured.
   */
  saveProfile: (fields: ProfileFields) => Promise<Profile | null>;
  /** Checks the current password again with the provider (re-authentication), then sets the new one. */
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
  /** Sends the e-mail whose link verifies the user's e-mail address. */
  sendVerificationEmail: () => Promise<void>;
  /**
   * The backend's client for the signed-in user (their ID token, refreshed once after a 401),
   * or null when no backend is configured (no VITE_API_URL).
   */
  backendClient: () => Promise<BackendClient | null>;
};

export type AuthContextValue = AuthState &
  AuthActions & {
    /** Loads the session (the Firebase SDK) now: the account pages need it at once. */
    connect: () => void;
  };
