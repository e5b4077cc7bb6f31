// What the account forms say when they succeed (spec section 5); the end-to-end tests expect them too.

export const SIGN_UP_SUCCESS = "Account created successfully! Redirecting...";
export const SIGN_IN_SUCCESS = "Sign in successful! Redirecting...";
export const GOOGLE_SUCCESS = "Sign in successful! Redirecting...";
export const RESET_SUCCESS = "Password reset email sent successfully! Check your inbox.";
