import { redirect } from "react-router";
import { paths } from "~/shared/paths";

// /privacy is an old address of the privacy policy; the host also answers it with a 301.
export function clientLoader() {
  return redirect(paths.privacy);
}

export default function PrivacyRedirect() {
  return null;
}
