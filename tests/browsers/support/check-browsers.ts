import { findBrowsers } from "../../../scripts/tools/browsers";

// Before any test: Firefox, WebKitGTK's WebDriver and xvfb-run are there, or say what to install.
export default function checkBrowsers() {
  findBrowsers();
}
