// Writes the sign-in hint (signInHint.ts) as Firebase reports a user or none: only the session
// (session.ts) does, so this code stays out of a page's first load.
import { SIGN_IN_HINT_KEY as KEY } from "#web/shared/privacy/storageKeys.ts";

/** Marks a sign-in: for this tab's session only, or until Firebase reports no user. */
export function rememberSignIn(sessionOnly = false) {
  forgetSignIn();
  try {
    (sessionOnly ? sessionStorage : localStorage).setItem(KEY, "1");
  } catch {
    // No mark: the next public page shows the signed-out navbar.
  }
}

export function forgetSignIn() {
  try {
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
