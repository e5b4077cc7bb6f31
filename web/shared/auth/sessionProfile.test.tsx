import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { act, render, screen } from "@testing-library/react";
import type { User } from "firebase/auth";
import { useEffect } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "./AuthProvider";
import type { AuthContextValue } from "./authState";
import { rememberSignIn } from "./signInHintWrites";
import { stubAppConfig } from "../../../tests/unit/app-config";

// The real provider, session and backend client. Stand-ins only for what is not ours: the
// Firebase Auth SDK (its current user and listener) and the agency's backend (a local server).
const firebase = vi.hoisted(() => {
  let listener: (user: unknown) => void = () => {};
  const auth = { currentUser: null as unknown };
  /** Firebase reports a change of user: a sign-out (null) or another sign-in. */
  const report = (user: unknown) => {
    auth.currentUser = user;
    listener(user);
  };
  const sdk = {
    onAuthStateChanged: (_auth: unknown, receive: typeof listener) => {
      listener = receive;
      receive(auth.currentUser);
    },
    signOut: async () => report(null),
    updateProfile: async (user: { displayName: string | null }, change: { displayName: string }) => {
      user.displayName = change.displayName;
    },
  };
  return { auth, sdk, report };
});
vi.mock("./firebase", () => ({ loadFirebaseAuth: async () => firebase }));

const account = (uid: string) =>
  ({
    uid,
    displayName: uid,
    email: `${uid}@example.com`,
    emailVerified: false,
    providerData: [{ providerId: "password" }],
    getIdToken: async () => `token-${uid}`,
  }) as User;

// Answers every call at once, with the caller's uid in a profile, but holds a profile update
// (PUT) until the test calls `answerUpdate`.
let server: Server;
let answerUpdate: () => void;
let updateArrived: Promise<void>;
let updateReceived: () => void;
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      response.setHeader("Connection", "close");
      response.setHeader("Content-Type", "application/json");
      const uid = request.headers.authorization?.replace("Bearer token-", "") ?? "";
      // A profile as openapi.yaml has it (the client checks every reply).
      const profile = {
        firebase_uid: uid,
        email: `${uid}@example.com`,
        first_name: uid,
        last_name: "",
        company_name: "",
        phone: "",
      };
      if (request.method === "PUT") {
        answerUpdate = () => response.end(JSON.stringify({ ...profile, ...(JSON.parse(body) as object) }));
        updateReceived();
      } else response.end(JSON.stringify(request.url === "/api/users/profile" ? profile : {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stubAppConfig({ VITE_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => {
  vi.unstubAllGlobals();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

let auth: AuthContextValue;
/** What the app shows of the session: who is signed in and whose profile it holds. */
function SessionProbe() {
  const value = useAuth();
  useEffect(() => {
    auth = value;
  });
  const owner = (value.profile as { firebase_uid?: string } | null)?.firebase_uid;
  return <p>{`${value.status}, profile: ${owner ?? "none"}`}</p>;
}

describe("the session's profile", () => {
  it.each([
    ["the user signs out", null, "signed-out, profile: none"],
    ["another user signs in", account("grace"), "signed-in, profile: grace"],
  ])(
    "never shows the previous user's profile when %s while a profile update is pending",
    async (_change, nextUser, after) => {
      firebase.auth.currentUser = account("ada");
      rememberSignIn();
      render(
        <AuthProvider>
          <SessionProbe />
        </AuthProvider>,
      );
      expect(await screen.findByText("signed-in, profile: ada")).toBeInTheDocument();

      updateArrived = new Promise((resolve) => (updateReceived = resolve));
      const update = auth.saveProfile({
        firstName: "Ada",
        lastName: "Lovelace",
        companyName: "",
        phone: "",
      });
      await updateArrived;
      act(() => firebase.report(nextUser));
      expect(await screen.findByText(after)).toBeInTheDocument();

      // Ada's answer arrives; whatever it makes the app publish is on screen when act returns.
      await act(async () => {
        answerUpdate();
        await update;
      });
      expect(screen.getByText(after)).toBeInTheDocument();
    },
  );
});
