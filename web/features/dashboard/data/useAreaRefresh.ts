import { useMemo } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { refreshQuietly, type Read } from "./reads";
import { useRefreshWhileVisible } from "./useRefreshWhileVisible";

/**
 * How often a list area reads its data again while it shows: a run takes seconds to minutes and
 * the stand-in's retries about 5 s, so 30 s shows a change while it matters, at two or three
 * small calls a minute for a tab left open (docs/client-area.md, "Refreshing while shown").
 */
export const AREA_REFRESH_MS = 30_000;

const isRead = (each: unknown): each is Read<unknown> =>
  typeof each === "object" && each !== null && "value" in each && each.value instanceof Promise;

/** The area's reads settled: false when none has a backend to follow; rejected when one failed. */
function answeredOf(reads: object): Promise<boolean> | undefined {
  const values = Object.values(reads)
    .filter(isRead)
    .map((read) => read.value);
  if (!values.length) return undefined;
  const answered = Promise.allSettled(values).then((results) => {
    if (results.some((result) => result.status === "rejected")) throw new Error("A read failed.");
    return results.some((result) => result.status === "fulfilled" && result.value !== null);
  });
  // Its failure is the refresh's to count (useRefreshWhileVisible); the reads show their own.
  answered.catch(() => {});
  return answered;
}

// Practical signs that the customer is in the middle of something: an open dialog (Cancel a
// subscription), or a form whose edits are not applied yet (`data-unsaved`, the runs list's
// filters typed and not applied).
const inTheMiddle = () => document.querySelector("dialog[open], [data-unsaved]") !== null;

/**
 * Refreshes the area's reads (its route's loader, `useRefreshWhileVisible`) every AREA_REFRESH_MS
 * while the tab shows it, but not while an action is sent, a navigation loads, a dialog is open
 * or a form has edits not applied, nor while `held` (the runs list with pages added).
 */
export function useAreaRefresh(reads: object, held = false) {
  const { revalidate } = useRevalidator();
  const acting = useFetchers().some((fetcher) => fetcher.state !== "idle" && fetcher.formMethod);
  const moving = useNavigation().state !== "idle";
  const answered = useMemo(() => answeredOf(reads), [reads]);
  return useRefreshWhileVisible({
    ask: () => void refreshQuietly(revalidate),
    answered,
    everyMs: AREA_REFRESH_MS,
    held: () => held || acting || moving || inTheMiddle(),
  });
}
