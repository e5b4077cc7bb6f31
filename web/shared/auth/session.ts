import type { User } from "firebase/auth";
import { backendHost, createBackendClient } from "#web/shared/api/backend.ts";
import { buildSyncPayload, syncUser } from "#web/shared/api/userSync.ts";
import { trackEvent } from "#web/shared/analytics/track.ts";
import type { AuthActions, AuthState, AuthUser, ProfileFields } from "./authState";
import { loadFirebaseAuth } from "./firebase";
import { forgetSignIn, rememberSignIn } from "./signInHintWrites";
import { FIREBASE_AUTH_USER_PREFIX } from "#web/shared/privacy/firebaseKeys.ts";

const toAuthUser = (user: User): AuthUser => ({
  uid: user.uid,
  displayName: user.displayName,
  email: user.email,
  emailVerified: user.emailVerified,
  hasPassword: user.providerData.some((provider) => provider.providerId === "password"),
});

// Firebase keeps a session signed in without "Remember me" (browserSessionPersistence) in the
// tab's sessionStorage, under "firebase:authUser:<apiKey>:<app>", written before it reports the
// user; such a session ends with the tab, and so does its sign-in hint.
function sessionOnly(): boolean {
  try {
    return Object.keys(sessionStorage).some((key) => key.startsWith(FIREBASE_AUTH_USER_PREFIX));
  } catch {
    return false;
  }
}

function backendClient() {
  const host = backendHost();
  if (!host) return null;
  return createBackendClient({
    host,
    getIdToken: async (forceRefresh?: boolean) =>
      (await loadFirebaseAuth()).auth.currentUser?.getIdToken(forceRefresh) ?? null,
  });
}

/**
 * The signed-in session, loaded on demand: Firebase Auth, the sign-in state it reports, the
 * user's sync to the backend (when one is configured) on each sign-in, and the account
 * actions. `publish` receives every change of state.
 */
export async function startSession(publish: (change: Partial<AuthState>) => void): Promise<AuthActions> {
  const { auth, sdk } = await loadFirebaseAuth();
  // The sign-up form's extras, for the sync of the account it is creating and no other.
  let signUpExtras: { email: string; profile: ProfileFields } | undefined;
  // The current sign-in's sync to the backend (it never fails), which creates the user's profile.
  let synced: Promise<unknown> = Promise.resolve();
  // Firebase and the backend answer later: by then the user may have signed out, or another
  // may have signed in. What is learnt about a user is published only while they are signed in.
  const publishFor = (user: User, change: Partial<AuthState>) => {
    if (auth.currentUser?.uid === user.uid) publish(change);
  };

  sdk.onAuthStateChanged(auth, async (firebaseUser) => {
    if (!firebaseUser) {
      forgetSignIn();
      publish({ status: "signed-out", user: null, profile: null, verified: true });
      return;
    }
    rememberSignIn(sessionOnly());
    // A previous account's profile never shows for this one.
    publish({ status: "signed-in", user: toAuthUser(firebaseUser), profile: null, verified: true });
    const client = backendClient();
    if (!client) return;
    const forThisAccount = signUpExtras?.email.trim().toLowerCase() === firebaseUser.email?.toLowerCase();
    const extras = forThisAccount ? signUpExtras?.profile : undefined;
    signUpExtras = undefined;
    synced = syncUser(client, buildSyncPayload(firebaseUser, extras));
    await synced;
    try {
      publishFor(firebaseUser, { profile: await client.getProfile() });
    } catch (error) {
      console.warn("Could not load the profile", error);
    }
  });

  const signedInUser = () => {
    const current = auth.currentUser;
    if (!current) throw new Error("Not signed in");
    return current;
  };

  return {
    async signUp(email, password, displayName, extras) {
      signUpExtras = { email, profile: extras };
      const credential = await sdk
        .createUserWithEmailAndPassword(auth, email, password)
        .catch((error: unknown) => {
          signUpExtras = undefined;
          throw error;
        });
      await sdk.updateProfile(credential.user, { displayName });
      publishFor(credential.user, { user: toAuthUser(credential.user) });
      trackEvent("Sign up", { method: "password" });
    },
    async signIn(email, password, rememberMe) {
      await sdk.setPersistence(
        auth,
        rememberMe ? sdk.browserLocalPersistence : sdk.browserSessionPersistence,
      );
      await sdk.signInWithEmailAndPassword(auth, email, password);
    },
    async signInWithGoogle() {
      const provider = new sdk.GoogleAuthProvider();
      provider.setCustomParameters({ prompt: "select_account" });
      // Google's popup helper (and its scripts from Google) load only now, on the button.
      const credential = await sdk.signInWithPopup(auth, provider, sdk.browserPopupRedirectResolver);
      if (sdk.getAdditionalUserInfo(credential)?.isNewUser) trackEvent("Sign up", { method: "google" });
    },
    async resetPassword(email) {
      await sdk.sendPasswordResetEmail(auth, email);
    },
    async logout() {
      await sdk.signOut(auth);
      publish({ profile: null });
    },
    async backendClient() {
      return backendClient();
    },
    async loadProfile() {
      const current = signedInUser();
      const client = backendClient();
      if (!client) return null;
      await synced;
      const profile = await client.getProfile();
      publishFor(current, { profile });
      return profile;
    },
    async saveProfile({ firstName, lastName, companyName, phone }) {
      const current = signedInUser();
      const displayName = [firstName, lastName].filter(Boolean).join(" ");
      await sdk.updateProfile(current, { displayName });
      publishFor(current, { user: toAuthUser(current) });
      const client = backendClient();
      if (!client) return null;
      const profile = await client.updateProfile({
        display_name: displayName,
        first_name: firstName,
        last_name: lastName,
        company_name: companyName,
        phone,
      });
      if (profile) publishFor(current, { profile });
      return profile;
    },
    async changePassword(currentPassword, newPassword) {
      const current = signedInUser();
      const credential = sdk.EmailAuthProvider.credential(current.email ?? "", currentPassword);
      await sdk.reauthenticateWithCredential(current, credential);
      await sdk.updatePassword(current, newPassword);
    },
    async sendVerificationEmail() {
      await sdk.sendEmailVerification(signedInUser());
    },
  };
}
