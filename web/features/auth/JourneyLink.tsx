import { Link, type LinkProps } from "react-router";
import { JOURNEY_SEARCH, withJourney } from "#web/shared/auth/returnTarget.ts";
import { useAccountJourney } from "#web/shared/auth/useAccountJourney.ts";

/**
 * A link from one account page to another (sign-in, sign-up, forgot-password) that carries what
 * the page's address does: the trial chosen and the page to go on to after signing in. Clicked
 * before the page's code has arrived, the prerendered link (plain `to`) gets them from the
 * address through its `data-keep-search` (web/shared/navigation/keepSearch.ts).
 */
export function JourneyLink({ to, ...props }: LinkProps & { to: string }) {
  const journey = useAccountJourney();
  return <Link {...props} to={withJourney(to, journey)} data-keep-search={JOURNEY_SEARCH.join(" ")} />;
}
