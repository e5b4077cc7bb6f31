// The Firebase Auth emulator's ID tokens are unsigned JWTs ("alg": "none"): the stand-in reads
// their claims and checks what a real backend checks besides the signature: the issuer and
// audience of the project, the expiry, and a uid.

export interface IdTokenClaims {
  uid: string;
  email: string | null;
}

function claimsOf(token: string): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
    return claims !== null && typeof claims === "object" ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The uid and e-mail of an emulator ID token of `projectId` that has not expired; null otherwise. */
export function verifyEmulatorIdToken(
  token: string,
  projectId: string,
  now = new Date(),
): IdTokenClaims | null {
  const claims = claimsOf(token);
  if (!claims) return null;
  if (claims.iss !== `https://securetoken.google.com/${projectId}` || claims.aud !== projectId) return null;
  if (typeof claims.exp !== "number" || claims.exp * 1000 <= now.getTime()) return null;
  const uid = typeof claims.sub === "string" && claims.sub ? claims.sub : claims.user_id;
  if (typeof uid !== "string" || !uid) return null;
  return { uid, email: typeof claims.email === "string" ? claims.email : null };
}

/** An unsigned token shaped like the emulator's, for tests and the demo customer. */
export function emulatorIdToken(
  uid: string,
  projectId: string,
  { email = `${uid}@example.com`, expiresAt = new Date(Date.now() + 3_600_000) } = {},
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    email,
    iat: exp - 3600,
    exp,
  };
  return `${encode({ alg: "none", typ: "JWT" })}.${encode(claims)}.`;
}
