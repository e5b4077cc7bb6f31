import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { PortalSessionPurpose } from "#web/shared/api/backend.ts";
import type { PortalSessionRequest, PortalSessionResult } from "../data/billingReads";
import { refusalText, type RefusalTexts } from "../refusalText";
import type { LoadTexts } from "../SectionBody";
import type { BillingTexts } from "./billingTexts";
import { openHostedPage } from "./openHostedPage";

/**
 * A button that opens the backend's hosted billing page: the route's action asks for a session
 * (POST /api/billing/portal-sessions, back to this page), then the window goes to its address.
 * While it works the button says so and is aria-disabled (it keeps the focus); a failure says why
 * in the content's words with a Retry, and the page stays as it was.
 */
export function PortalButton({
  purpose,
  label,
  describedBy,
  className = "button button--outline",
  texts,
  loadTexts,
  refusals,
}: {
  purpose: PortalSessionPurpose;
  label: string | null | undefined;
  /** The id of what the button acts on (a trial's notice), for screen readers. */
  describedBy?: string;
  className?: string;
  texts: BillingTexts;
  loadTexts: LoadTexts;
  refusals: RefusalTexts;
}) {
  const fetcher = useFetcher<PortalSessionResult>();
  const { pathname, search } = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const url = result?.status === "done" ? result.session.url : null;
  // The session whose page the customer came back from with the back button.
  const [cameBack, setCameBack] = useState<string | null>(null);
  // Busy from the press until the window has gone.
  const busy = fetcher.state !== "idle" || (url !== null && cameBack !== url);

  useEffect(() => {
    if (!url) return;
    openHostedPage(url);
    // Back from the hosted page, a page the browser kept (its back/forward cache) shows as it
    // left: the button is offered again.
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setCameBack(url);
    };
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, [url]);

  const open = () => {
    if (busy) return;
    const request: PortalSessionRequest = { purpose, returnPath: pathname + search };
    void fetcher.submit(request, { method: "post", encType: "application/json" });
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-disabled={busy || undefined}
        aria-describedby={describedBy}
        onClick={open}
      >
        {busy ? texts?.openingLabel : label}
      </button>
      {result?.status === "refused" ? (
        <div className="alert alert--error billing-portal__fault">
          <p role="alert">
            {texts?.portalFailedText} {refusalText(result.error, refusals, loadTexts)}
          </p>
          <button
            type="button"
            className="button button--outline"
            onClick={() => {
              button.current?.focus();
              open();
            }}
          >
            {loadTexts?.retryLabel}
          </button>
        </div>
      ) : null}
    </>
  );
}
