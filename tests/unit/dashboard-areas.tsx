// What the component tests of the client area's pages share: a customer's subscriptions,
// workflows and usage as the backend sends them, the site's real backend client over a fetch that
// plays the backend, and a page rendered signed in, in a data router with the root data.
import type { ComponentType } from "react";
import { render, screen } from "@testing-library/react";
import { createRoutesStub, type LoaderFunctionArgs } from "react-router";
import { vi } from "vitest";
import {
  createBackendClient,
  type AgentSubscription,
  type Usage,
  type Workflow,
} from "#web/shared/api/backend.ts";
import type { AuthUser } from "#web/shared/auth/authState.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { dashboardPageQuery } from "#content/queries.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import type { PageData } from "#web/shared/sanity/live.ts";
import { AuthStandInProvider, authStandIn } from "./auth-stand-in";
import { notificationsRouteStub } from "./notifications-route";
import { routeAt } from "./route-at";
import { seedQueryResult, seedRootContent } from "./seed-content";

/** The dashboard's texts and the agents' plans, as the page's query gives them from the bundled dataset. */
export const bundledDashboard = (await seedQueryResult<DashboardPageQueryResult>(
  dashboardPageQuery,
))! as DashboardPageContent;

/** A day's date (UTC) `days` before today, as the backend sends the last 30 days' runs. */
export const dayBefore = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export const subscriptions: AgentSubscription[] = [
  {
    id: "sub-1",
    agent_slug: "content-creator",
    plan: "professional",
    status: "active",
    started_at: "2026-09-01T09:00:00.000Z",
    trial_ends_at: null,
    current_period_end: "2026-12-01T09:00:00.000Z",
    cancel_at: null,
    scheduled_plan: null,
  },
  {
    id: "sub-2",
    agent_slug: "seo-specialist",
    plan: "starter",
    status: "trial",
    started_at: "2026-11-20T09:00:00.000Z",
    trial_ends_at: "2026-12-04T09:00:00.000Z",
    current_period_end: null,
    cancel_at: null,
    scheduled_plan: null,
  },
];

export const workflows: Workflow[] = [
  {
    id: "wf-1",
    name: "Weekly blog drafts",
    subscription_id: "sub-1",
    status: "running",
    last_run_at: "2026-11-23T08:00:00.000Z",
    runs_by_day: [
      { date: dayBefore(0), succeeded: 30, failed: 1 },
      { date: dayBefore(1), succeeded: 8, failed: 1 },
    ],
  },
  {
    id: "wf-2",
    name: "Keyword report",
    subscription_id: "sub-2",
    status: "failing",
    last_run_at: null,
    runs_by_day: [],
    last_error: {
      run_id: "run-wf-2-20261125-2",
      message:
        "The keyword file is missing from Google Drive. Put keywords.csv back, or choose another file.",
      at: "2026-11-25T14:30:00.000Z",
    },
  },
];

/** What each subscription above has used this period: well within its plan's quota (the backend's limit, as the dataset's). */
export const usage: Usage[] = [
  {
    subscription_id: "sub-1",
    used: 40,
    period_start: "2026-11-01T09:00:00.000Z",
    period_end: "2026-12-01T09:00:00.000Z",
    limit: 200,
  },
  {
    subscription_id: "sub-2",
    used: 12,
    period_start: "2026-11-20T09:00:00.000Z",
    period_end: "2026-12-04T09:00:00.000Z",
    limit: 50,
  },
];

/** A reply, a failure to throw, or a reply still to come (`deferred`). */
export type Reply = Response | Error | DOMException | Promise<Response>;
/** Each path's replies ("/api/workflows/wf-1/pause"). */
type Replies = Record<string, Reply[]>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A refusal with the contract's error body, in the backend's words (which the site never shows). */
export const refusal = (status: number, code: string) =>
  json({ error: { code, message: `The backend's own words (${code})` } }, status);

/** A reply the test gives when it wants to (`resolve`), to see what shows meanwhile. */
export function deferred() {
  let resolve!: (reply: Response) => void;
  const reply = new Promise<Response>((settle) => (resolve = settle));
  return { reply, resolve };
}

/**
 * The site's real backend client (the 401 refresh, the reply checks against openapi.yaml) over a
 * fetch that plays the backend: each path's replies in turn, the last one repeated; by default
 * the subscriptions, workflows and usage above. A path without replies is a 404.
 */
export function backend(replies: Replies = {}) {
  const queue: Replies = {
    "/api/agents": [json(subscriptions)],
    "/api/workflows": [json(workflows)],
    "/api/usage": [json(usage)],
    "/api/billing/payment-method": [json({ payment_method: null })],
    "/api/usage/daily": [json({ period: "current", subscriptions: [] })],
    // What the site reports (a reply out of contract) is received.
    "/api/client-reports": [json({ received: true }, 202)],
    // The header's notifications, on every area: none.
    "/api/notifications": [json({ items: [], unread_count: 0, next_cursor: null })],
    ...replies,
  };
  const requests: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const path = new URL(String(url)).pathname;
    requests.push(path);
    const replies = queue[path] ?? [refusal(404, "not_found")];
    const next = await (replies.length > 1 ? replies.shift()! : replies[0]);
    if (!(next instanceof Response)) throw next;
    return next.clone();
  });
  const client = createBackendClient({ host: "http://backend.test", getIdToken: async () => "token", fetch });
  return { client, requests };
}

export type BackendClientStandIn = ReturnType<typeof createBackendClient>;
type AreaPage = ComponentType<{ content: DashboardPageQueryResult }>;

let accounts = 0;

/** The reads and the action of the route at an area's address (web/routes/dashboard/<area>/route.tsx). */
async function areaRoute(address: string) {
  const { file } = routeAt(address.replace(/^\/es(?=\/)/, ""));
  const route: {
    clientLoader: { reads: () => Promise<(url: URL, page: PageData<DashboardPageQueryResult>) => unknown> };
    clientAction?: (args: { request: Request }) => Promise<unknown>;
  } = await import(/* @vite-ignore */ file);
  return { reads: await route.clientLoader.reads(), action: route.clientAction };
}

/**
 * Ada signed in on the pages given by address (`/dashboard/agents`: the page), at `path`, each
 * with `content`, and its route's backend reads; `client` is her backend client (none: no backend
 * configured). Each render is a new account: the values an area remembers in a tab
 * (data/loadMemory.ts) are not another test's.
 */
export async function renderAreas(
  pages: Record<string, AreaPage>,
  {
    path = Object.keys(pages)[0],
    content = bundledDashboard,
    client = null,
    user = {},
  }: {
    path?: string;
    content?: DashboardPageQueryResult;
    client?: BackendClientStandIn | null;
    user?: Partial<AuthUser>;
  } = {},
) {
  const root = { ...seedRootContent, messages: en };
  const areas = await Promise.all(
    Object.entries(pages).map(async ([address, Page]) => ({ address, Page, ...(await areaRoute(address)) })),
  );
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => root,
      children: [
        ...areas.map(({ address, Page, reads, action }) => ({
          path: address,
          loader: ({ request }: LoaderFunctionArgs) => ({
            reads: reads(new URL(request.url), { content, head: [] }),
          }),
          action,
          Component: () => <Page content={content} />,
          HydrateFallback: () => null,
        })),
        notificationsRouteStub,
      ],
    },
  ]);
  const auth = authStandIn({
    status: "signed-in",
    user: {
      uid: `customer-${++accounts}`,
      displayName: "Ada",
      email: "a@b.c",
      emailVerified: true,
      hasPassword: true,
      ...user,
    },
    backendClient: async () => client,
  });
  render(
    <AuthStandInProvider value={auth}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { root } }} />
    </AuthStandInProvider>,
  );
  await screen.findByRole("heading", { level: 1 });
  return auth;
}
