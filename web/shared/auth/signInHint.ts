// A mark that someone is signed in on this browser: only then does a public page load the
// Firebase SDK to restore the session. A session kept without "Remember me" ends with the
// tab, so its mark is kept in the tab's sessionStorage; any other in localStorage. Storage
// can be unavailable (privacy modes): then only the account pages load the SDK. Only its
// reader is here, in every first load; the session writes it (signInHintWrites.ts).
import { SIGN_IN_HINT_KEY as KEY } from "#web/shared/privacy/storageKeys.ts";

export function hasSignInHint(): boolean {
  try {
    return !!(localStorage.getItem(KEY) || sessionStorage.getItem(KEY));
  } catch {
    return false;
  }
}
