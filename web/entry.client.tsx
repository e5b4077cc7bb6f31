import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { navigateWhenLoaded } from "./shared/navigation/navigateWhenLoaded";
import { prefetchOnIntent } from "./shared/navigation/prefetch";

prefetchOnIntent();

// A task of its own for hydration: evaluating the page's modules is long enough on a phone.
await new Promise((resolve) => setTimeout(resolve));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[navigateWhenLoaded]} />
    </StrictMode>,
  );
});
