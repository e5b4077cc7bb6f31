import { format } from "node:util";
import { render, waitFor, within } from "@testing-library/react";
import { Outlet, createRoutesStub, data } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import * as queries from "#content/queries.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import { ErrorBoundary as RootErrorBoundary } from "#web/root.tsx";
import { en } from "#web/shared/i18n/messages/en.ts";
import { ERROR_PAGE } from "#web/shared/i18n/messages/errorPage.ts";
import { AuthStandInProvider, authStandIn } from "../auth-stand-in";
import { notificationsRouteStub } from "../notifications-route";
import { stubMatchMedia } from "../match-media";
import { anchorFor, type Case } from "./cases";
import { applyVariant, contentFrom, type Doc } from "./dataset";
import type { Page } from "./pages";

function renderPage(page: Page, dataset: Doc[]) {
  const run = contentFrom(dataset);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      // The root data: settings, menus and agents, and the spec's messages (web/root.tsx).
      loader: async () => ({ ...(await run(queries.rootQuery)), messages: en }),
      Component: Outlet,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: "layout",
          Component: page.layout,
          children: [
            {
              id: "page",
              ...page.route,
              loader: async () => {
                const content = await page.load(run);
                if (page.notFound) throw data({ content, language: "en", head: [] }, { status: 404 });
                const url = new URL(page.url, "https://site.test");
                // Only the client area's pages read: their content is the dashboard's texts.
                const reads = (await page.reads?.())?.(url, {
                  content: content as DashboardPageQueryResult,
                  head: [],
                });
                return { content, head: [], reads };
              },
              Component: page.module.default,
              ErrorBoundary: page.module.ErrorBoundary,
            },
          ],
        },
        // The header's notifications, which a client area's page loads with a fetcher.
        { ...notificationsRouteStub, path: notificationsRouteStub.path.slice(1) },
      ],
    },
  ]);
  render(
    <AuthStandInProvider value={page.auth ?? authStandIn()}>
      <Stub initialEntries={[page.url]} />
    </AuthStandInProvider>,
  );
}

let errors: string[] = [];

/** What the page logged with console.error during the test. */
export const consoleErrors = () => errors;

// Registered by each test file (a module shared by the files of a worker runs once).
function renderingHooks() {
  beforeAll(() => {
    // jsdom has neither; Swiper (the terms page gallery) reads its breakpoints through matchMedia.
    if (!window.matchMedia) stubMatchMedia();
    if (!window.ResizeObserver) {
      vi.stubGlobal(
        "ResizeObserver",
        class {
          observe() {}
          unobserve() {}
          disconnect() {}
        },
      );
    }
  });

  afterAll(() => {
    vi.unstubAllGlobals();
  });

  beforeEach(() => {
    errors = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      errors.push(format(...args));
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });
}

// The root error page in any language, or React Router's own.
const ERROR_BOUNDARY_TEXT = new RegExp(
  [...Object.values(ERROR_PAGE).map((words) => words.failed), "Unexpected Application Error"].join("|"),
);

/** Renders the page on the dataset, waits until it has settled, and returns its <main>: no error boundary shown. */
export async function renderSettled(page: Page, dataset: Doc[]): Promise<HTMLElement> {
  renderPage(page, dataset);
  // Loaders resolve, then the tree renders: the layout's <main> once the page's deferred code
  // has loaded and filled it, and its lower sections (BelowTheFold) have followed; or an error
  // boundary.
  await waitFor(
    () => {
      const settled =
        (document.querySelector("#main > *") && !document.querySelector(".below-the-fold")) ||
        document.querySelector(".error-page") ||
        ERROR_BOUNDARY_TEXT.test(document.body.textContent);
      expect(settled, "the page rendered").toBeTruthy();
    },
    { timeout: 5000 },
  );

  const boundary = document.querySelector(".error-page");
  expect(boundary?.textContent ?? null, "an error boundary rendered").toBeNull();
  expect(document.body.textContent).not.toMatch(ERROR_BOUNDARY_TEXT);
  const main = document.getElementById("main");
  expect(main, "the layout rendered its <main>").not.toBeNull();
  return main!;
}

/** In the calling test file: a test per case, and the hooks they need (console.error collected,
 * the globals jsdom lacks stubbed). */
export function testCases(cases: Case[]) {
  renderingHooks();
  test.each(cases)("$name", async ({ page, variant }) => {
    const main = await renderSettled(page, applyVariant(variant));
    // The page itself (not only the layout around it) still shows content the variant left in
    // place, once the code of its lazy parts (a built page's blocks) has loaded.
    const shown = anchorFor(page, variant);
    await waitFor(() => {
      if (shown.selector) expect(main.querySelector(shown.selector), shown.selector).not.toBeNull();
      else expect(within(main).getAllByText(shown.text).length).toBeGreaterThan(0);
    });
    expect(errors).toEqual([]);
  });
}
