// What the app knows of the visitor's sign-in and what it can do with it: AuthProvider.tsx
// provides them and loads session.ts, which carries them out without importing AuthProvider back.

import type { BackendClient, Profile } from "~/shared/api/backend";

export type AuthUser = { uid: string; displayName: string | null; email: string | null };
export type AuthStatus = "loading" | "signed-in" | "signed-out";
export type SignUpProfile = { firstName: string; lastName: string; companyName: string; phone: string };
export type AuthState = {
  status: AuthStatus;
  user: AuthUser | null;
  /** The backend's profile of the user (openapi.yaml), once loaded. */
  profile: Profile | null;
  /** Firebase itself has reported the state (not only the absence of a sign-in hint). */
  verified?: boolean;
};

export type AuthActions = {
  signUp: (email: string, password: string, displayName: string, profile: SignUpProfile) => Promise<void>;
  signIn: (email: string, password: string, rememberMe: boolean) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  resetPassword: (email: string) => Promise<void>;
  logout: () => Promise<void>;
  updateDisplayName: (displayName: string) => Promise<void>;
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
