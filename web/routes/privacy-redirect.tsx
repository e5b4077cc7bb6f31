import { redirect } from "react-router";

// /privacy is an old address of the privacy policy; the host also answers it with a 301.
export function clientLoader() {
  return redirect("/privacy-policy");
}

export default function PrivacyRedirect() {
  return null;
}
