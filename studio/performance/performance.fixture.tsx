// Sanity UI 4 styles part of its components with this stylesheet, which the Studio imports.
import "@sanity/ui/styles.css";
import { ThemeProvider } from "@sanity/ui";
import { buildTheme } from "@sanity/ui/theme";
import { useState, type ReactNode } from "react";
import { RouterProvider, route } from "sanity/router";
import type { AddressedDocument } from "./addressedDocuments";
import { PerformancePanel } from "./PerformancePanel";
import type { PlausibleConfig } from "./plausibleConfig";
import { saveStatsKey } from "./statsKey";
import { WhatWorks } from "./WhatWorks";

// The Performance view and the What works tool outside the Studio, for component tests and
// screenshots: the Studio's theme, a router that writes intents as /intent/<name>/<params>
// links, and an editor's key already kept in this browser (when given).

const router = route.intents("/intent");

/** The Studio's theme and a router that reports where a link leads. */
export function StudioFrame({
  children,
  onNavigate,
}: {
  children: ReactNode;
  onNavigate?: (path: string) => void;
}) {
  return (
    <ThemeProvider theme={buildTheme()}>
      <RouterProvider router={router} state={{}} onNavigate={({ path }) => onNavigate?.(path)}>
        {children}
      </RouterProvider>
    </ThemeProvider>
  );
}

/** Keeps `statsKey` in this browser before the first render, as an editor who entered it. */
function useKeptKey(config: PlausibleConfig | null, statsKey: string | undefined) {
  useState(() => config && statsKey && saveStatsKey(config, statsKey));
}

type FixtureProps = {
  config: PlausibleConfig | null;
  /** The editor's key, as if entered before; none: the view asks for it. */
  statsKey?: string;
  today?: string;
  onNavigate?: (path: string) => void;
};

export function PerformanceFixture({ path, ...props }: FixtureProps & { path: string | null }) {
  useKeptKey(props.config, props.statsKey);
  return (
    <StudioFrame onNavigate={props.onNavigate}>
      <PerformancePanel config={props.config} path={path} today={props.today} />
    </StudioFrame>
  );
}

export function WhatWorksFixture({
  documents,
  ...props
}: FixtureProps & { documents: AddressedDocument[] | null }) {
  useKeptKey(props.config, props.statsKey);
  return (
    <StudioFrame onNavigate={props.onNavigate}>
      <WhatWorks config={props.config} documents={documents} today={props.today} />
    </StudioFrame>
  );
}
