/**
 * How the stand-in's Stats API misbehaves, for tests of the Studio's error messages: "error" is a
 * 500 with a body, "slow" holds each query 15 s before answering, "wrong-shape" is a 200 that is
 * not Plausible's reply; null answers as Plausible. Set by `PUT /__stats-fault` with `{ "kind" }`.
 */
export type StatsFault = "error" | "slow" | "wrong-shape" | null;

export const FAULT_KINDS = ["error", "slow", "wrong-shape"] as const;

/** The fault a control request's body asks for; undefined: not one. */
export function faultOf(body: unknown): StatsFault | undefined {
  const kind = (body as { kind?: unknown } | null)?.kind;
  if (kind === null) return null;
  return FAULT_KINDS.find((known) => known === kind);
}
