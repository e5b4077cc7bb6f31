import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import type { AuthActions, AuthContextValue, AuthState } from "./authState";
import { hasSignInHint } from "./signInHint";

/** Exported for component tests, which provide a value of their own. */
export const AuthContext = createContext<AuthContextValue | null>(null);

const ACTIONS: (keyof AuthActions)[] = [
  "signUp",
  "signIn",
  "signInWithGoogle",
  "resetPassword",
  "logout",
  "loadProfile",
  "saveProfile",
  "changePassword",
  "sendVerificationEmail",
  "backendClient",
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
        ((await load())[name] as (...args: unknown[]) => Promise<unknown>)(...args);
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
  if (!value) throw new Error("useAuth outside <AuthProvider>");
  return value;
}

/** For the account pages: sign-in state from Firebase, loaded as the page mounts. */
export function useAuthSession(): AuthContextValue {
  const auth = useAuth();
  const { connect } = auth;
  useEffect(() => connect(), [connect]);
  return auth;
}
