// What the Usage and plan area's component tests share: a customer's subscriptions and usage as
// the backend sends them, the site's real backend client over a fetch that plays the backend
// (plan changes, cancellations and resumptions included), and the area rendered signed in, in
// English or Spanish, with the bundled dataset's texts and agents, in the client area's shell.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { vi } from "vitest";
import {
  createBackendClient,
  type AgentSubscription,
  type SubscriptionDailyUsage,
  type Usage,
} from "#web/shared/api/backend.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import { es } from "#web/shared/i18n/messages/es.ts";
import { planAreaReads } from "#web/features/dashboard/data/areaReads.ts";
import { planAreaAction } from "#web/features/dashboard/data/subscriptionActions.ts";
import { DashboardPlanPage } from "#web/routes/dashboard/plan/DashboardPlanPage.tsx";
import { localizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";
import { dashboardPageQuery } from "#content/queries.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import { AuthStandInProvider, authStandIn } from "./auth-stand-in";
import { notificationsRouteStub } from "./notifications-route";
import { seedQueryResult, seedRootContent } from "./seed-content";

/** The dashboard's texts and agents in each language, as the page's query gives them. */
export const planContent = {
  en: await seedQueryResult<DashboardPageQueryResult>(dashboardPageQuery, "en"),
  es: await seedQueryResult<DashboardPageQueryResult>(dashboardPageQuery, "es"),
};
export const planTexts = planContent.en!.planArea!;
export const loadTexts = planContent.en!.loadStates!;

/** A Content Creator trial on Starter (50 pieces a period), ending on December 9, 2030. */
export const trial: AgentSubscription = {
  id: "sub-trial",
  agent_slug: "content-creator",
  plan: "starter",
  status: "trial",
  started_at: "2030-11-25T09:00:00.000Z",
  trial_ends_at: "2030-12-09T09:00:00.000Z",
  current_period_end: null,
  cancel_at: null,
  scheduled_plan: null,
};

/** A Customer Support subscription on Professional (1,000 interactions a period), renewing on December 12, 2030. */
export const paid: AgentSubscription = {
  id: "sub-paid",
  agent_slug: "customer-support",
  plan: "professional",
  status: "active",
  started_at: "2030-09-12T09:00:00.000Z",
  trial_ends_at: null,
  current_period_end: "2030-12-12T09:00:00.000Z",
  cancel_at: null,
  scheduled_plan: null,
};

/** The card on file (a trial ending with none is told to add one). */
export const onFile = { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2031 };

/** The bundled dataset's quotas of the plans these tests use: the backend enforces the same. */
export const DATASET_LIMITS: Record<string, Record<string, number | null>> = {
  "content-creator": { starter: 50, professional: 200, enterprise: null },
  "customer-support": { starter: 500, professional: 1000, enterprise: null },
  "seo-specialist": { starter: 50, professional: 200, enterprise: null },
};

/** What a subscription has used this period, which ends on `end`, against the backend's limit (the dataset's). */
export const usageOf = (
  subscription: AgentSubscription,
  used: number,
  end = "2030-12-09T09:00:00.000Z",
  limit = DATASET_LIMITS[subscription.agent_slug]?.[subscription.plan] ?? null,
): Usage => ({
  subscription_id: subscription.id,
  used,
  period_start: "2030-11-09T09:00:00.000Z",
  period_end: end,
  limit,
});

/** A subscription's units on each day of a period from `start` (UTC days), with the backend's limit (the dataset's). */
export const dailyOf = (
  subscription: AgentSubscription,
  used: number[],
  { start = "2030-11-09T09:00:00.000Z", end = "2030-12-09T09:00:00.000Z" } = {},
  limit = DATASET_LIMITS[subscription.agent_slug]?.[subscription.plan] ?? null,
): SubscriptionDailyUsage => ({
  subscription_id: subscription.id,
  agent_slug: subscription.agent_slug,
  plan: subscription.plan,
  limit,
  period_start: start,
  period_end: end,
  days: used.map((units, index) => ({
    date: new Date(Date.parse(start) + index * 86_400_000).toISOString().slice(0, 10),
    used: units,
  })),
});

/** A reply, a failure to throw, or a reply still to come. */
export type Reply = Response | Error | DOMException | Promise<Response>;
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
/** A refusal with the contract's error body. */
export const refusal = (status: number, code: string) =>
  json({ error: { code, message: `The backend's own words (${code})` } }, status);

/**
 * The site's real backend client (the reply checks against openapi.yaml) over a fetch that
 * plays the backend: each call ("GET /api/usage", "POST /api/agents/sub-trial/plan", or with its
 * query, "GET /api/usage/daily?period=previous") gets its replies in turn, the last one repeated;
 * by default the two subscriptions, their usage, no usage over time, and reports received.
 * `requests` lists the calls made, with their bodies.
 */
export function planBackend(replies: Record<string, Reply[]> = {}) {
  const queue: Record<string, Reply[]> = {
    "GET /api/agents": [json([trial, paid])],
    "GET /api/usage": [json([usageOf(trial, 42), usageOf(paid, 412, paid.current_period_end!)])],
    "GET /api/billing/payment-method": [json({ payment_method: onFile })],
    "GET /api/usage/daily": [json({ period: "current", subscriptions: [] })],
    "POST /api/client-reports": [json({ received: true }, 202)],
    // The header's notifications: none.
    "GET /api/notifications": [json({ items: [], unread_count: 0, next_cursor: null })],
    ...replies,
  };
  const requests: { call: string; search: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const { pathname, search } = new URL(String(url));
    const call = `${init?.method ?? "GET"} ${pathname}`;
    requests.push({ call, search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const replies = queue[call + search] ?? queue[call];
    if (!replies) throw new Error(`The test's backend has no reply to ${call}`);
    const next = replies.length > 1 ? replies.shift()! : replies[0];
    if (next instanceof Promise) return (await next).clone();
    if (!(next instanceof Response)) throw next;
    return next.clone();
  });
  const client = createBackendClient({ host: "http://backend.test", getIdToken: async () => "token", fetch });
  return { client, requests, calls: (call: string) => requests.filter((request) => request.call === call) };
}

// jsdom has no modal dialogs.
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.open = false;
};

let accounts = 0;

/** Ada signed in on the Usage and plan area in `language`; `client` is her backend client (none: no backend). */
export async function renderPlanArea({
  language = "en",
  content = planContent[language],
  client = null,
  search = "",
}: {
  /** The address's query ("?period=previous"). */
  search?: string;
  language?: "en" | "es";
  content?: DashboardPageQueryResult;
  client?: ReturnType<typeof createBackendClient> | null;
} = {}) {
  const root = { ...seedRootContent, messages: language === "es" ? es : en };
  const path = localizedPath(paths.dashboardPlan, language);
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => root,
      children: [
        {
          path,
          // The route's loader and action (web/routes/dashboard/plan/route.tsx).
          loader: ({ request }) => ({ reads: planAreaReads(new URL(request.url)) }),
          action: planAreaAction,
          Component: () => <DashboardPlanPage content={content} />,
          HydrateFallback: () => null,
        },
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
    },
    backendClient: async () => client,
  });
  render(
    <AuthStandInProvider value={auth}>
      <Stub initialEntries={[path + search]} hydrationData={{ loaderData: { root } }} />
    </AuthStandInProvider>,
  );
  await screen.findByRole("heading", { level: 1 });
  return auth;
}

/** A subscription's card, by its agent's name. */
export const card = (agentName: string) => screen.getByRole("article", { name: agentName });
