// A mark, in this browser, that someone signed in here: only then does a public page load
// the Firebase SDK to restore the session. Storage can be unavailable (privacy modes).
const KEY = "signed-in";

export function hasSignInHint(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function setSignInHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage the SDK loads on the account pages only.
  }
}
