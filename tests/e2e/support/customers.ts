import { test, type Page, type Route } from "@playwright/test";
import type { Faults } from "../../../backend/stand-in";
import { API_KEY, createAccount, signInWithPassword, uniqueEmail } from "./auth-emulator";
import { addDemoData, setBackendFaults } from "./backend";

// A customer signed in without the sign-in form: an account in the Auth emulator, and the session
// Firebase Auth would have stored in the browser had they signed in there with "Remember me" (the
// user in its IndexedDB database). The tests of signing in use the form (auth.spec.ts,
// privacy.spec.ts); every other test of the client area starts signed in.

export const PASSWORD = "Secret123";

export type Customer = { email: string; localId: string; idToken: string };

/** Where Firebase Auth keeps a remembered session (indexedDBLocalPersistence, @firebase/auth). */
const FIREBASE_DB = {
  name: "firebaseLocalStorageDb",
  version: 1,
  store: "firebaseLocalStorage",
  keyPath: "fbase_key",
};

type Session = Awaited<ReturnType<typeof signInWithPassword>>;

/** The user as Firebase Auth stores it (UserImpl.toJSON), from the emulator's answer to a sign-in. */
function storedUser(session: Session, displayName: string) {
  const now = String(Date.now());
  return {
    uid: session.localId,
    email: session.email,
    emailVerified: false,
    displayName,
    isAnonymous: false,
    providerData: [
      {
        providerId: "password",
        uid: session.email,
        displayName,
        email: session.email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: session.refreshToken,
      accessToken: session.idToken,
      expirationTime: Date.now() + Number(session.expiresIn) * 1000,
    },
    createdAt: now,
    lastLoginAt: now,
    apiKey: API_KEY,
    appName: "[DEFAULT]",
  };
}

/** Runs in the page: puts the record in Firebase Auth's database, made as Firebase makes it. */
function storeRecord({ db, record }: { db: typeof FIREBASE_DB; record: unknown }) {
  return new Promise<void>((resolve, reject) => {
    const opening = indexedDB.open(db.name, db.version);
    opening.onupgradeneeded = () => opening.result.createObjectStore(db.store, { keyPath: db.keyPath });
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const transaction = opening.result.transaction(db.store, "readwrite");
      transaction.objectStore(db.store).put(record);
      transaction.oncomplete = () => {
        opening.result.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

/**
 * Signs the account in on the page's browser (its context), then opens `at`. The record is
 * written as Firebase writes it, from an empty page at the site's origin (as Playwright sets a
 * storage state): none of the site's code runs, and nothing is asked of its server.
 */
export async function signInAs(
  page: Page,
  { email, password, name }: { email: string; password: string; name: string },
  at: string,
) {
  const session = await signInWithPassword(email, password);
  const record = {
    [FIREBASE_DB.keyPath]: `firebase:authUser:${API_KEY}:[DEFAULT]`,
    value: storedUser(session, name),
  };
  const blank = (route: Route) => route.fulfill({ contentType: "text/html", body: "<html></html>" });
  await page.route("**/*", blank);
  await page.goto(new URL("/", test.info().project.use.baseURL).href, { waitUntil: "domcontentloaded" });
  await page.evaluate(storeRecord, { db: FIREBASE_DB, record });
  // Its own route only: the test's other routes (the contract validator's) stay.
  await page.unroute("**/*", blank);
  await page.goto(at);
  return session;
}

/**
 * A new customer, with the demo customer's agents and workflows if `demo` and the stand-in
 * backend's `faults` for their calls, signed in on the page's browser, on `at`.
 */
export async function signedInCustomer(
  page: Page,
  at: string,
  { demo = false, faults = {}, name = "Dana Demo" }: { demo?: boolean; faults?: Faults; name?: string } = {},
): Promise<Customer> {
  const email = uniqueEmail("customer");
  const { localId } = await createAccount(email, PASSWORD, name);
  if (demo) await addDemoData(localId, email);
  await setBackendFaults(email, faults);
  const session = await signInAs(page, { email, password: PASSWORD, name }, at);
  return { email, localId, idToken: session.idToken };
}
