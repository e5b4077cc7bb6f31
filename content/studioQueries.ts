import { defineQuery } from "groq";
import { redirectFragment } from "./fragments";

// Queries only the Studio runs: kept out of ./queries.ts, which the site's pages load, so that
// they add nothing to the site's JavaScript. `npm run typegen` types them all the same.

/**
 * The published redirects a changed slug concerns (studio/slugRedirect.ts): those from the old
 * address ($from) or the new one ($to), and those written to lead to the old address.
 */
export const slugRedirectsQuery =
  defineQuery(`*[_type == "redirect" && (from in [$from, $to] || toUrl == $from)]{
  _id, from, toUrl, "toId": to._ref, "leadsTo": @${redirectFragment}.to
}`);
