import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { navigateWhenLoaded } from "./shared/navigation/navigateWhenLoaded";
import { prefetchOnIntent } from "./shared/navigation/prefetch";

prefetchOnIntent();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[navigateWhenLoaded]} />
    </StrictMode>,
  );
});
