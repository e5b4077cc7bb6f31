// What the component tests of the client area's pages share: a customer's subscriptions and
// workflows as the backend sends them, the site's real backend client over a fetch that plays
// the backend, and a page rendered signed in, in a data router with the root data.
import type { ComponentType } from "react";
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { vi } from "vitest";
import { createBackendClient, type AgentSubscription, type Workflow } from "#web/shared/api/backend.ts";
import type { AuthUser } from "#web/shared/auth/authState.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import { AuthStandInProvider, authStandIn } from "./auth-stand-in";
import { seedDocument, seedRootContent } from "./seed-content";

export const bundledDashboard = seedDocument("dashboardPage") as DashboardPageContent;

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
  },
  {
    id: "sub-2",
    agent_slug: "seo-specialist",
    plan: "starter",
    status: "trial",
    started_at: "2026-11-20T09:00:00.000Z",
    trial_ends_at: "2026-12-04T09:00:00.000Z",
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
  },
];

export type Reply = Response | Error | DOMException;
type Replies = { "/api/agents": Reply[]; "/api/workflows": Reply[] };

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * The site's real backend client (the 401 refresh, the reply checks against openapi.yaml) over a
 * fetch that plays the backend: each path's replies in turn, the last one repeated; by default
 * the subscriptions and workflows above.
 */
export function backend(replies: Partial<Replies> = {}) {
  const queue: Replies = {
    "/api/agents": [json(subscriptions)],
    "/api/workflows": [json(workflows)],
    ...replies,
  };
  const requests: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const path = new URL(String(url)).pathname as keyof Replies;
    requests.push(path);
    const next = queue[path].length > 1 ? queue[path].shift()! : queue[path][0];
    if (!(next instanceof Response)) throw next;
    return next.clone();
  });
  const client = createBackendClient({ host: "http://backend.test", getIdToken: async () => "token", fetch });
  return { client, requests };
}

export type BackendClientStandIn = ReturnType<typeof createBackendClient>;
type AreaPage = ComponentType<{ content: DashboardPageQueryResult }>;

let accounts = 0;

/**
 * Ada signed in on the pages given by address (`/dashboard/agents`: the page), at `path`, each
 * with `content`; `client` is her backend client (none: no backend configured). Each render is
 * a new account: the values an area remembers in a tab (data/loadMemory.ts) are not another test's.
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
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => root,
      children: Object.entries(pages).map(([address, Page]) => ({
        path: address,
        Component: () => <Page content={content} />,
      })),
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
