import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { User } from "firebase/auth";
import { backendHost, createBackendClient } from "~/shared/api/backend";
import { buildSyncPayload, syncUser } from "~/shared/api/userSync";
import { loadFirebaseAuth } from "./firebase";

export type AuthUser = { uid: string; displayName: string | null; email: string | null };
export type AuthStatus = "loading" | "signed-in" | "signed-out";
export type SignUpProfile = { firstName: string; lastName: string; companyName: string; phone: string };

export type AuthContextValue = {
  status: AuthStatus;
  user: AuthUser | null;
  profile: unknown;
  signUp: (email: string, password: string, displayName: string, profile: SignUpProfile) => Promise<void>;
  signIn: (email: string, password: string, rememberMe: boolean) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  resetPassword: (email: string) => Promise<void>;
  logout: () => Promise<void>;
  updateDisplayName: (displayName: string) => Promise<void>;
};

/** Exported for component tests, which provide a value of their own. */
export const AuthContext = createContext<AuthContextValue | null>(null);

const toAuthUser = (user: User): AuthUser => ({
  uid: user.uid,
  displayName: user.displayName,
  email: user.email,
});

function backendClient() {
  const host = backendHost();
  if (!host) return null;
  return createBackendClient({
    host,
    getIdToken: async () => (await loadFirebaseAuth()).auth.currentUser?.getIdToken() ?? null,
  });
}

/**
 * Sign-in state for the whole app. Public pages render at once while it is "loading"; the
 * Firebase SDK loads after the page is interactive. On each sign-in the user is synced to
 * the backend (when one is configured) and the profile loaded.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>("loading");
  const [user, setUser] = useState<AuthUser | null>(null);
  const [profile, setProfile] = useState<unknown>(null);
  const signUpExtras = useRef<SignUpProfile | undefined>(undefined);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    loadFirebaseAuth()
      .then(({ auth, sdk }) => {
        if (cancelled) return;
        unsubscribe = sdk.onAuthStateChanged(auth, async (firebaseUser) => {
          if (!firebaseUser) {
            setUser(null);
            setProfile(null);
            setStatus("signed-out");
            return;
          }
          setUser(toAuthUser(firebaseUser));
          setStatus("signed-in");
          const client = backendClient();
          if (!client) return;
          const extras = signUpExtras.current;
          signUpExtras.current = undefined;
          await syncUser(client, buildSyncPayload(firebaseUser, extras));
          try {
            setProfile(await client.getProfile());
          } catch (error) {
            console.warn("Could not load the profile", error);
          }
        });
      })
      .catch((error) => {
        console.error("Sign-in is unavailable", error);
        if (!cancelled) setStatus("signed-out");
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  const signUp = useCallback<AuthContextValue["signUp"]>(async (email, password, displayName, extras) => {
    const { auth, sdk } = await loadFirebaseAuth();
    signUpExtras.current = extras;
    const credential = await sdk.createUserWithEmailAndPassword(auth, email, password);
    await sdk.updateProfile(credential.user, { displayName });
    setUser(toAuthUser(credential.user));
  }, []);

  const signIn = useCallback<AuthContextValue["signIn"]>(async (email, password, rememberMe) => {
    const { auth, sdk } = await loadFirebaseAuth();
    await sdk.setPersistence(auth, rememberMe ? sdk.browserLocalPersistence : sdk.browserSessionPersistence);
    await sdk.signInWithEmailAndPassword(auth, email, password);
  }, []);

  const signInWithGoogle = useCallback(async () => {
    const { auth, sdk } = await loadFirebaseAuth();
    const provider = new sdk.GoogleAuthProvider();
    provider.setCustomParameters({ prompt: "select_account" });
    await sdk.signInWithPopup(auth, provider);
  }, []);

  const resetPassword = useCallback(async (email: string) => {
    const { auth, sdk } = await loadFirebaseAuth();
    await sdk.sendPasswordResetEmail(auth, email);
  }, []);

  const logout = useCallback(async () => {
    const { auth, sdk } = await loadFirebaseAuth();
    await sdk.signOut(auth);
    setProfile(null);
  }, []);

  const updateDisplayName = useCallback(async (displayName: string) => {
    const { auth, sdk } = await loadFirebaseAuth();
    const current = auth.currentUser;
    if (!current) throw new Error("Not signed in");
    await sdk.updateProfile(current, { displayName });
    setUser(toAuthUser(current));
    const client = backendClient();
    if (client) {
      const { first_name, last_name } = buildSyncPayload(current);
      setProfile(await client.updateProfile({ display_name: displayName, first_name, last_name }));
    }
  }, []);

  const value = useMemo(
    () => ({
      status,
      user,
      profile,
      signUp,
      signIn,
      signInWithGoogle,
      resetPassword,
      logout,
      updateDisplayName,
    }),
    [status, user, profile, signUp, signIn, signInWithGoogle, resetPassword, logout, updateDisplayName],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
