// What the Runs area's component tests share: the dashboard's texts as its query gives them
// (the bundled dataset, either language), runs as the backend sends them, the site's real
// backend client over a fetch that plays the backend, and the area's two pages in a data router.
import { readFileSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useLocation, type LoaderFunctionArgs } from "react-router";
import { vi } from "vitest";
import { paths } from "#content/paths.ts";
import { dashboardPageQuery } from "#content/queries.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import { parseSeedDataset } from "#content/seedDataset.ts";
import {
  createBackendClient,
  type BackendClient,
  type Run,
  type RunSummary,
} from "#web/shared/api/backend.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import { es } from "#web/shared/i18n/messages/es.ts";
import { useCustomerForReads } from "#web/features/dashboard/data/customer.ts";
import { runPageAction, runPageReads } from "#web/features/dashboard/data/runReads.ts";
import { runsAreaReads } from "#web/features/dashboard/data/runsReads.ts";
import { AuthStandInProvider, authStandIn } from "./auth-stand-in";
import { notificationsRouteStub } from "./notifications-route";
import { queryRunner } from "./run-query";

// The client checks each reply with a module it loads when the first reply arrives: loaded here,
// so that a test's first reply takes no longer than the others.
await import("#web/shared/api/replyCheck.ts");

const SEED_FILE = path.resolve("studio/seed/production.ndjson");
const runQuery = queryRunner(parseSeedDataset(readFileSync(SEED_FILE, "utf8"), SEED_FILE));

/** dashboardPageQuery on the bundled dataset, in `language`. */
export async function dashboardContent(language: "en" | "es" = "en") {
  return runQuery(dashboardPageQuery, { language }) as NonNullable<DashboardPageQueryResult>;
}

/** A run as GET /api/runs sends it: a failed Ticket triage run of customer-support unless told. */
export function runSummary(fields: Partial<RunSummary> = {}): RunSummary {
  return {
    id: "run-wf-1-20261126-1",
    workflow_id: "wf-1",
    workflow_name: "Ticket triage",
    subscription_id: "sub-1",
    agent_slug: "customer-support",
    status: "failed",
    trigger: "schedule",
    started_at: "2026-11-26T09:00:00.000Z",
    finished_at: "2026-11-26T09:00:04.200Z",
    duration_ms: 4200,
    retry_of: null,
    error: null,
    ...fields,
  };
}

const zendesk = {
  code: "connection_expired",
  message: "The connection to Zendesk has expired. Reconnect Zendesk in your settings, then retry.",
};

/** A run with its steps as GET /api/runs/{id} sends it: failed at its first step unless told. */
export function run(fields: Partial<Run> = {}): Run {
  return {
    ...runSummary({ error: zendesk }),
    steps: [
      {
        name: "Read the new tickets",
        status: "failed",
        started_at: "2026-11-26T09:00:00.000Z",
        duration_ms: 4200,
        error: zendesk,
      },
      {
        name: "Classify them with the model",
        status: "skipped",
        started_at: null,
        duration_ms: null,
        error: null,
      },
      { name: "Route them to the team", status: "skipped", started_at: null, duration_ms: null, error: null },
    ],
    ...fields,
  };
}

/** The failed run's retry as the backend has it at each moment: queued, running, then succeeded. */
export function retryOf(failed: Run, status: "queued" | "running" | "succeeded"): Run {
  const ended = status === "succeeded";
  const stepStatus = (index: number) =>
    ended ? "succeeded" : status === "running" && index === 0 ? "running" : "pending";
  return {
    ...failed,
    id: `${failed.id}-r1`,
    status,
    trigger: "retry",
    started_at: "2026-11-26T10:00:00.000Z",
    finished_at: ended ? "2026-11-26T10:00:05.000Z" : null,
    duration_ms: ended ? 5000 : null,
    retry_of: failed.id,
    error: null,
    steps: failed.steps.map((step, index) => ({
      name: step.name,
      status: stepStatus(index),
      started_at: ended || (status === "running" && index === 0) ? "2026-11-26T10:00:02.000Z" : null,
      duration_ms: ended ? 1000 : null,
      error: null,
    })),
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The contract's error body, with `status`. */
export const refusal = (status: number, code: string) =>
  json({ error: { code, message: `The backend's own words (${code})` } }, status);

/** One request the fake backend received. */
export type Call = { method: string; path: string; query: URLSearchParams };

/**
 * The site's real backend client (its reply checks against openapi.yaml included) over a fetch
 * that `answer` plays: a Response, or an error thrown as fetch would. Every call is recorded.
 */
export function fakeBackend(answer: (call: Call) => Response | Error | Promise<Response | Error>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = new URL(String(url));
    const call = { method: init?.method ?? "GET", path: address.pathname, query: address.searchParams };
    calls.push(call);
    const reply = await answer(call);
    if (!(reply instanceof Response)) throw reply;
    return reply;
  });
  const client = createBackendClient({ host: "http://backend.test", getIdToken: async () => "token", fetch });
  return { client, calls };
}

/** Where the router is: path and query, as the address bar shows it. */
/** Names the signed-in customer to the routes' reads, as an area's page does (DashboardArea). */
function Customer() {
  useCustomerForReads();
  return null;
}

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

let accounts = 0;

/**
 * The Runs area's pages at `address` for a signed-in customer whose backend is `client` (none:
 * a site without a backend): `list` at the runs list's address and `run` at a run's, in English
 * and under /es. The address the router is at shows in `screen.getByTestId("address")`.
 */
export function renderRunsPages(
  address: string,
  { list, run: runPage, client }: { list: ReactNode; run?: ReactNode; client: BackendClient | null },
) {
  const language = address.startsWith("/es/") ? "es" : "en";
  const root = { messages: language === "es" ? es : en, language };
  const page = (element: ReactNode) => () => (
    <>
      <Customer />
      {element}
      <Address />
    </>
  );
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => root,
      children: [
        notificationsRouteStub,
        ...["", "/es"].flatMap((prefix) => [
          {
            path: `${prefix}${paths.dashboardRuns}`,
            // The route's loader (web/routes/dashboard/runs/route.tsx): its reads, for the address's filters.
            loader: async ({ request }: LoaderFunctionArgs) => ({
              reads: runsAreaReads(new URL(request.url), { content: await dashboardContent(language) }),
            }),
            Component: page(list),
            HydrateFallback: () => null,
          },
          {
            path: `${prefix}${paths.dashboardRun}`,
            // The route's loader and action (web/routes/dashboard/run/route.tsx).
            loader: ({ request }: LoaderFunctionArgs) => ({ reads: runPageReads(new URL(request.url)) }),
            action: runPageAction,
            Component: page(runPage),
            HydrateFallback: () => null,
          },
        ]),
      ],
    },
  ]);
  const auth = authStandIn({
    status: "signed-in",
    // A new account each time: what an area remembers in a tab (data/loadMemory.ts) is not another test's.
    user: {
      uid: `runs-${++accounts}`,
      displayName: "Ada",
      email: "ada@example.com",
      emailVerified: true,
      hasPassword: true,
    },
    backendClient: async () => client,
  });
  return render(
    <AuthStandInProvider value={auth}>
      <Stub initialEntries={[address]} hydrationData={{ loaderData: { root } }} />
    </AuthStandInProvider>,
  );
}
