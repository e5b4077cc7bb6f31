import type { ReactNode } from "react";
import { vi } from "vitest";
import { AuthContext } from "#web/shared/auth/AuthProvider.tsx";
import type { AuthContextValue } from "#web/shared/auth/authState.ts";

/** An auth context for component tests; the real Firebase flows are tested end to end. */
export function authStandIn(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: "signed-out",
    user: null,
    profile: null,
    signUp: vi.fn(async () => {}),
    connect: vi.fn(),
    verified: true,
    signIn: vi.fn(async () => {}),
    signInWithGoogle: vi.fn(async () => {}),
    resetPassword: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    loadProfile: vi.fn(async () => null),
    saveProfile: vi.fn(async () => null),
    changePassword: vi.fn(async () => {}),
    sendVerificationEmail: vi.fn(async () => {}),
    backendClient: vi.fn(async () => null),
    ...overrides,
  };
}

export function AuthStandInProvider({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
