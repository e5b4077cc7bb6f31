import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
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

const ACTIONS: (keyof AuthActions)[] = [
  "signUp",
  "signIn",
  "signInWithGoogle",
  "resetPassword",
  "logout",
  "updateDisplayName",
];

/**
 * Sign-in state for the whole app, loaded with every page: keep it small. Public pages never
 * wait for it. The session (`./session`: the Firebase SDK, the user's sync to the backend,
 * the actions) loads only for a visitor with a sign-in hint, on the account pages
 * (`useAuthSession`), or when an action is first used; for anyone else the state is
 * "signed-out" at once and nothing is fetched. Changes are transitions: parts of the page
 * still waiting for their code to hydrate keep their HTML.
 */
export function AuthProvider({
  children,
  loadSession = () => import("./session"),
}: {
  children: ReactNode;
  /** Fetches the session module; component tests pass their own, to see when it is asked for. */
  loadSession?: () => Promise<Pick<typeof import("./session"), "startSession">>;
}) {
  const [state, setState] = useState<AuthState>({ status: "loading", user: null, profile: null });
  const [[mount, actions]] = useState(() => {
    let session: Promise<AuthActions> | undefined;
    const publish = (change: Partial<AuthState>) =>
      startTransition(() => setState((current) => ({ ...current, ...change })));
    const load = () =>
      (session ??= loadSession()
        .then((module) => module.startSession(publish))
        .catch((error: unknown) => {
          session = undefined;
          publish({ status: "signed-out" });
          throw error;
        }));
    // A failing action rejects to its caller; a failing connection is only logged.
    const connect = () => void load().catch(console.error);
    const act =
      (name: keyof AuthActions) =>
      async (...args: unknown[]) =>
        ((await load())[name] as (...args: unknown[]) => Promise<void>)(...args);
    return [
      // Runs after the effects of children that have hydrated: an account page's `connect` first.
      () => {
        if (hasSignInHint()) connect();
        else if (!session) publish({ status: "signed-out" });
      },
      { connect, ...(Object.fromEntries(ACTIONS.map((name) => [name, act(name)])) as AuthActions) },
    ] as const;
  });
  useEffect(mount, [mount]);
  const value = useMemo(() => ({ ...state, ...actions }), [state, actions]);
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
  useEffect(() => connect(), [connect]);
  return auth;
}
