import type { BrowserContext, Page } from "@playwright/test";
import { bundleStudioPage, routeStudioPage, type StudioPage } from "./studio-page";
import type { AddressedDocument } from "../../studio/performance/addressedDocuments";

// The Studio's Performance view and What works tool on a page of their own (studio/performance/
// performance.fixture.tsx), as an editor with a key sees them, reading a Plausible: the local
// stand-in in the tests, for the pictures of docs/screenshots too.

const ENTRY = `
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { PerformanceFixture, WhatWorksFixture } from "/studio/performance/performance.fixture.tsx";
import { plausibleConfig } from "/studio/performance/plausibleConfig.ts";
const { dashboard, ...shown } = JSON.parse(new URLSearchParams(location.search).get("shown"));
const props = { ...shown, config: plausibleConfig({ SANITY_STUDIO_ANALYTICS_URL: dashboard }) };
const view = shown.path ? createElement(PerformanceFixture, props) : createElement(WhatWorksFixture, props);
createRoot(document.getElementById("root")).render(view);
`;

/** What a view shows: a document's page (`path`) or, without one, What works over `documents`. */
export type StudioView = {
  /** The Plausible dashboard's address, `<origin>/<site_id>` (SANITY_STUDIO_ANALYTICS_URL). */
  dashboard: string;
  /** The editor's key, as if entered before; none: the view asks for it. */
  statsKey?: string;
  path?: string;
  documents?: AddressedDocument[];
  /** The UTC date the periods end on (YYYY-MM-DD); today by default. */
  today?: string;
};

export const bundleStudioViews = (): Promise<StudioPage> => bundleStudioPage(ENTRY);

/** A new page of `context` showing `view` from `server` (serveStudioPage), reading the Plausible of `view.dashboard`. */
export async function openStudioView(
  context: BrowserContext,
  server: { url: string },
  view: StudioView,
): Promise<Page> {
  const page = await context.newPage();
  await routeStudioPage(page);
  await page.goto(`${server.url}/index.html?shown=${encodeURIComponent(JSON.stringify(view))}`);
  return page;
}
