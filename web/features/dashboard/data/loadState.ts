import type { BackendFault } from "./backendFault";

/** What the client area knows of one thing it reads from the backend. */
export type LoadState<Value> =
  | { status: "loading" }
  /** The site was built without a backend (no VITE_API_URL). */
  | { status: "unconfigured" }
  | { status: "loaded"; value: Value }
  /** `reported`: for a reply that broke the contract, whether the backend's team has been told. */
  | { status: "failed"; fault: BackendFault; reported?: Promise<boolean> };

export type BackendLoad<Value> = LoadState<Value> & { retry: () => void };

/** A load that has not given its value (yet): what `LoadNote` shows. */
export type PendingLoad = Exclude<LoadState<unknown>, { status: "loaded" }> & { retry: () => void };

/** What one section knows of its list. */
export type SectionState<Item> =
  | Exclude<LoadState<Item[]>, { status: "loaded" }>
  | { status: "empty" }
  | { status: "loaded"; items: Item[] };

export type BackendSection<Item> = SectionState<Item> & { retry: () => void };

/** A list's load as a section: empty, or its items. */
export function sectionOf<Item>(load: BackendLoad<Item[]>): BackendSection<Item> {
  if (load.status !== "loaded") return load;
  const { retry, value } = load;
  return value.length ? { status: "loaded", items: value, retry } : { status: "empty", retry };
}
