import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { hasSignInHint } from "./signInHint";

export type AuthUser = { uid: string; displayName: string | null; email: string | null };
export type AuthStatus = "loading" | "signed-in" | "signed-out";
export type SignUpProfile = { firstName: string; lastName: string; companyName: string; phone: string };
export type AuthState = {
  status: AuthStatus;
  user: AuthUser | null;
  profile: unknown;
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
};

export type AuthContextValue = AuthState &
  AuthActions & {
    /** Loads the session (the Firebase SDK) now: the account pages need it at once. */
    connect: () => void;
  };

/** Exported for component tests, which provide a value of their own. */
export const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Sign-in state for the whole app. Public pages never wait for it. The Firebase SDK loads
 * only for a visitor who signed in on this browser, on the account pages, or when an account
 * action is used; for anyone else the state is "signed-out" at once and nothing is fetched.
 * Changes are transitions: parts of the page still waiting for their code keep their HTML.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: "loading", user: null, profile: null });
  const session = useRef<Promise<AuthActions> | undefined>(undefined);

  const load = useCallback(() => {
    session.current ??= import("./session")
      .then(({ startSession }) =>
        startSession((change) => startTransition(() => setState((current) => ({ ...current, ...change })))),
      )
      .catch((error) => {
        console.error("Sign-in is unavailable", error);
        startTransition(() => setState((current) => ({ ...current, status: "signed-out" })));
        session.current = undefined;
        throw error;
      });
    return session.current;
  }, []);

  // Runs after the children's effects, so an account page's `connect` comes first.
  useEffect(() => {
    if (session.current) return;
    if (hasSignInHint()) load().catch(() => {});
    else startTransition(() => setState((current) => ({ ...current, status: "signed-out" })));
  }, [load]);

  const value = useMemo<AuthContextValue>(() => {
    const action =
      <K extends keyof AuthActions>(name: K) =>
      async (...args: Parameters<AuthActions[K]>) =>
        ((await load())[name] as (...a: Parameters<AuthActions[K]>) => Promise<void>)(...args);
    return {
      ...state,
      connect: () => void load().catch(() => {}),
      signUp: action("signUp"),
      signIn: action("signIn"),
      signInWithGoogle: action("signInWithGoogle"),
      resetPassword: action("resetPassword"),
      logout: action("logout"),
      updateDisplayName: action("updateDisplayName"),
    };
  }, [state, load]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}

/** For the account pages: sign-in state from Firebase, loaded as the page mounts. */
export function useAuthSession(): AuthContextValue {
  const auth = useAuth();
  const { connect } = auth;
  useEffect(connect, [connect]);
  return auth;
}
