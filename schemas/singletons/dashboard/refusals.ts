import { defineField } from "sanity";
import { labelField } from "../../lib/fields";

/**
 * What the client area says when the backend refuses an action (retry, pause or resume, a plan
 * change, cancel), by the refusal's code: the backend's own message is never shown.
 */
export const refusalsField = defineField({
  name: "refusals",
  title: "Refused actions",
  type: "object",
  group: "loadStates",
  description:
    "What the client area says when our servers refuse an action (Retry, pause or resume, a plan change, cancel), by the reason they give. Shared by every area.",
  fields: [
    labelField(
      "conflict",
      "Not possible now",
      "Refused because of where things stand (code conflict): the run is not failed, the workflow is paused, the subscription ended, the plan is already that one…",
      "This can't be done as things stand now: something has changed, such as a paused workflow or an ended subscription. Reload the page to see where it stands.",
    ),
    labelField(
      "quotaReached",
      "Quota used up",
      "Refused because the plan's quota for this period is used up (code quota_reached).",
      "Your plan's quota for this period is used up. Change your plan, or wait until the quota resets.",
    ),
    labelField(
      "notFound",
      "Not found",
      "Refused because what it acts on is not in the customer's account (code not_found).",
      "We could not find this in your account. It may have been removed.",
    ),
    labelField(
      "invalidRequest",
      "Not accepted",
      "Refused because the request is not one our servers accept (code invalid_request).",
      "Our servers could not accept this request. Reload the page and try again.",
    ),
    labelField(
      "other",
      "Other reason",
      "Refused for any other reason.",
      "This could not be done. Please try again in a moment.",
    ),
  ],
});
