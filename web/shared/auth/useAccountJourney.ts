import { stegaClean } from "@sanity/client/stega";
import { useMemo, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { nextIn, trialChoiceIn, type AccountJourney, type TrialChoice } from "./returnTarget";

const subscribeToNothing = () => () => {};

/** False while hydrating: the prerendered HTML was made for the address without its search. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/**
 * The free trial this page's address carries (`?trial=…&plan=…`), if its agent is one of the
 * site's. Null while hydrating.
 */
export function useTrialChoice(): TrialChoice | null {
  const { search } = useLocation();
  const { agents } = useRootData();
  const hydrated = useHydrated();
  return useMemo(
    () =>
      hydrated
        ? trialChoiceIn(
            search,
            agents.map((agent) => stegaClean(agent.slug) ?? ""),
          )
        : null,
    [hydrated, search, agents],
  );
}

/**
 * What an account page's address carries on to the next: the trial chosen, and the page to go on
 * to after signing in (`?next=`, only a page of ours). Neither while hydrating.
 */
export function useAccountJourney(): AccountJourney {
  const trial = useTrialChoice();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const next = hydrated ? nextIn(search, window.location.origin) : null;
  return useMemo(() => ({ trial, next }), [trial, next]);
}
