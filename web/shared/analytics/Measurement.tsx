import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { asksConsent, consentChoice } from "./consent";
import { startMeasuring } from "./measuring";
import { sendPageView } from "./pageViews";

/** The consent banner on a first visit; for a visitor who accepted, page views and Web Vitals. */
export default function Measurement() {
  const { pathname } = useLocation();
  const texts = useRootData().settings?.consent;
  const opened = useRef<string | null>(null);

  useEffect(() => {
    const choice = consentChoice();
    if (choice === "accepted") startMeasuring();
    if (choice === null && asksConsent(texts))
      void import("./consentBanner").then(({ askConsent }) => askConsent(texts));
    // The banner asks once per visit; its texts do not change what it asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (opened.current !== null && opened.current !== pathname && consentChoice() === "accepted")
      sendPageView();
    opened.current = pathname;
  }, [pathname]);

  return null;
}
