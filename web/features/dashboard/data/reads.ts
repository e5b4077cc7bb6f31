import { useCallback, useEffect, useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import type { BackendClient } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { backendFault } from "./backendFault";
import { signedInCustomer, type Customer } from "./customer";
import { recall, remember } from "./loadMemory";
import type { BackendLoad, LoadState } from "./loadState";

/**
 * One backend call an area's loader started for the signed-in customer: its value to come (null
 * when no backend is configured), and the name its value is remembered by in the tab. `quiet`:
 * started by a refresh of the area (`refreshQuietly`).
 */
export type Read<Value> = { value: Promise<Value | null>; call?: string; quiet?: true };

let quietly = false;

/**
 * Runs the area's loader again as a refresh of its own (not asked for by the customer): a read
 * it starts that fails keeps the value the tab remembers on screen (`useRead`), and the area
 * says quietly that it could not refresh.
 */
export async function refreshQuietly(revalidate: () => Promise<void>) {
  quietly = true;
  try {
    await revalidate();
  } finally {
    quietly = false;
  }
}

/**
 * Asks the backend once the guard knows the customer (customer.ts). With a `call` name, its value
 * is what the tab remembers of that call (loadMemory.ts), shown while it is asked for again.
 */
export function read<Value>(ask: (client: BackendClient) => Promise<Value>, call?: string): Read<Value> {
  return sessionRead(async (customer) => {
    const backend = await customer.client();
    return backend ? ask(backend) : null;
  }, call);
}

/**
 * Asks the customer's session (their profile, which waits for their sign-in's sync) once the
 * guard knows them; as `read`.
 */
export function sessionRead<Value>(
  ask: (customer: Customer) => Promise<Value | null>,
  call?: string,
): Read<Value> {
  const value = signedInCustomer().then(async (customer) => {
    const answer = await ask(customer);
    if (call && answer !== null) remember(customer.account, call, answer);
    return answer;
  });
  // Its failure shows where the area shows the read (useRead); one replaced before it showed
  // (another navigation, a revalidation) is not an unhandled rejection.
  value.catch(() => {});
  return quietly ? { value, call, quiet: true } : { value, call };
}

/** The reads of the area's loader (`areaLoader`); none while the page hydrates, before it has run. */
export function useAreaReads<Reads>(): Partial<Reads> {
  // The route's loader data: its module is the area's route (web/routes/dashboard/<area>/route.tsx).
  return (useLoaderData() as { reads?: Reads } | null)?.reads ?? {};
}

/**
 * A read as the area shows it: loading (what the tab remembers of its call, if anything), its
 * value, no backend, or why it failed (a refresh's failure: what the tab remembers, if anything).
 * Retry revalidates the area's loader, which reads again.
 */
export function useRead<Value>(read: Read<Value> | undefined): BackendLoad<Value> {
  const { user } = useAuth();
  const { revalidate } = useRevalidator();
  const [settled, setSettled] = useState<{ read: Read<Value>; state: LoadState<Value> }>();
  useEffect(() => {
    if (!read) return;
    let live = true;
    read.value.then(
      (value) => {
        if (live)
          setSettled({
            read,
            state: value === null ? { status: "unconfigured" } : { status: "loaded", value },
          });
      },
      (error: unknown) => {
        const fault = backendFault(error);
        // A mismatch is logged by the client, once; any other fault here.
        if (fault !== "mismatch") console.warn(error);
        // A reply out of contract: the client tells the backend's team, and says whether it could.
        const { reported } = error as { reported?: Promise<boolean> };
        if (live) setSettled({ read, state: { status: "failed", fault, reported } });
      },
    );
    return () => {
      live = false;
    };
  }, [read]);
  const retry = useCallback(() => void revalidate(), [revalidate]);
  const recalled = read?.call && user ? recall<Value>(user.uid, read.call) : undefined;
  // A refresh's failure keeps what showed; the area says it could not refresh.
  const kept = read?.quiet && settled?.read === read && settled.state.status === "failed";
  if (read && settled?.read === read && !(kept && recalled !== undefined)) return { ...settled.state, retry };
  return recalled === undefined ? { status: "loading", retry } : { status: "loaded", value: recalled, retry };
}
