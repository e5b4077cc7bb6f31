import {
  AUTH_EMULATOR_URL as EMULATOR,
  FIREBASE_PROJECT_ID as PROJECT,
  LOCAL_API_KEY as API_KEY,
} from "../../../scripts/tools/local-firebase";

const OWNER = { Authorization: "Bearer owner", "Content-Type": "application/json" };

export { API_KEY };

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${EMULATOR}${path}`, { ...init, headers: OWNER });
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Deletes the accounts of these e-mails, leaving the accounts of tests running alongside. */
export async function deleteAccounts(emails: string[]) {
  const { users = [] } = (await call(
    `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`,
    {
      method: "POST",
      body: JSON.stringify({ email: emails }),
    },
  )) as { users?: { localId: string }[] };
  if (!users.length) return;
  await call(`/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchDelete`, {
    method: "POST",
    body: JSON.stringify({ localIds: users.map((user) => user.localId), force: true }),
  });
}

/** A new address for a test's own account, which no other test deletes or reuses. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export const setEmailEnumerationProtection = (enabled: boolean) =>
  call(`/emulator/v1/projects/${PROJECT}/config`, {
    method: "PATCH",
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });

export async function createAccount(email: string, password: string, displayName?: string) {
  const result = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  return (await result.json()) as { localId: string };
}

export const disableAccount = (localId: string) =>
  call(`/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`, {
    method: "POST",
    body: JSON.stringify({ localId, disableUser: true }),
  });

export async function resetEmailsSentTo(email: string): Promise<number> {
  const { oobCodes } = (await call(`/emulator/v1/projects/${PROJECT}/oobCodes`)) as {
    oobCodes: { email: string; requestType: string }[];
  };
  return oobCodes.filter((code) => code.email === email && code.requestType === "PASSWORD_RESET").length;
}

/** A sign-in with the account's password, as the Auth emulator answers it: its tokens. */
export async function signInWithPassword(email: string, password: string) {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`The Auth emulator refused ${email}: ${await response.text()}`);
  return (await response.json()) as {
    localId: string;
    email: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  };
}

/** The codes of the verification e-mails the emulator has "sent" to `email`. */
export async function verificationCodesSentTo(email: string): Promise<string[]> {
  const { oobCodes } = (await call(`/emulator/v1/projects/${PROJECT}/oobCodes`)) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === "VERIFY_EMAIL")
    .map((code) => code.oobCode);
}

/** Does what opening a verification e-mail's link does: the address is verified. */
export async function applyVerificationCode(oobCode: string) {
  const result = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:update?key=${API_KEY}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ oobCode }),
  });
  if (!result.ok) throw new Error(`accounts:update: ${result.status} ${await result.text()}`);
}
