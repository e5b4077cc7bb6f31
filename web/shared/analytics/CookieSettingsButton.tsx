import type { ConsentTexts } from "#content/contentTypes.ts";
import { asksConsent } from "./consent";

/** The footer's Cookie settings: opens the consent banner again (its code loads on the first click). */
export function CookieSettingsButton({
  texts,
  className,
}: {
  texts: ConsentTexts | null | undefined;
  className: string;
}) {
  if (!asksConsent(texts) || !texts.settingsLabel) return null;
  const open = () => void import("./consentBanner").then((banner) => banner.showConsentBanner(texts));
  return (
    <button type="button" className={className} onClick={open}>
      {texts.settingsLabel}
    </button>
  );
}
