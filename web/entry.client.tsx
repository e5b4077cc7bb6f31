import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { navigationInstrumentation } from "./shared/navigation/navigationInstrumentation";

// Hydration in a task of its own: evaluating the page's modules is long enough on a phone.
setTimeout(() =>
  startTransition(() => {
    hydrateRoot(document, <HydratedRouter instrumentations={[navigationInstrumentation]} />);
  }),
);
