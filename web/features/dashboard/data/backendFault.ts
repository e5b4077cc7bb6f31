/** Why a backend call failed, in the terms the dashboard explains to the customer. */
export type BackendFault = "down" | "timeout" | "unauthorized" | "mismatch" | "server" | "other";

// The client's errors (web/shared/api/backend.ts): fetch's TypeError when the backend cannot be
// reached, an AbortError when the 10-second budget runs out, 'HTTP error! status: {code}' for a
// non-OK status (a 401 only after the token was refreshed once), BackendReplyMismatch for a reply
// that does not match openapi.yaml, and 'Not signed in' when there is no ID token to send.
export function backendFault(error: unknown): BackendFault {
  // A DOMException (the abort) is not an Error everywhere: read its name and message as they come.
  if (typeof error !== "object" || error === null) return "other";
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "BackendReplyMismatch") return "mismatch";
  if (name === "AbortError" || name === "TimeoutError") return "timeout";
  const text = typeof message === "string" ? message : "";
  const status = /^HTTP error! status: (\d{3})\b/.exec(text)?.[1];
  if (status === "401") return "unauthorized";
  if (status?.startsWith("5")) return "server";
  if (status) return "other";
  if (text.startsWith("Not signed in")) return "unauthorized";
  if (error instanceof TypeError) return "down";
  return "other";
}
