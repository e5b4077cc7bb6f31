import { stegaClean } from "@sanity/client/stega";
import { useMemo, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { trialChoiceIn, type TrialChoice } from "./returnTarget";

const subscribeToNothing = () => () => {};

/**
 * The free trial this page's address carries (`?trial=…&plan=…`), if its agent is one of the
 * site's. Null while hydrating: the prerendered HTML was made for the address without it.
 */
export function useTrialChoice(): TrialChoice | null {
  const { search } = useLocation();
  const { agents } = useRootData();
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
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
