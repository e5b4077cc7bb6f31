// The header's notifications (web/features/dashboard/shell/NotificationsButton.tsx and its panel), on
// the areas' pages: the unread count, the list, its links, marking read, and its states.
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Notification, NotificationPage } from "#web/shared/api/backend.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import { formatDate, formatDateTime } from "#web/shared/ui/format.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";
import {
  backend,
  bundledDashboard as bundled,
  deferred,
  json,
  renderAreas,
} from "../../../tests/unit/dashboard-areas";
import { seedDocument } from "../../../tests/unit/seed-content";
import { DashboardInvoicePage } from "./invoice/DashboardInvoicePage";
import { DashboardPlanPage } from "./plan/DashboardPlanPage";
import { DashboardWorkflowsPage } from "./workflows/DashboardWorkflowsPage";

const texts = bundled.notifications!;
const faults = bundled.loadStates!;
const spanish = { ...(seedDocument("dashboardPage-es") as DashboardPageContent), agents: bundled.agents };

const notification = (fields: Partial<Notification> & Pick<Notification, "id" | "kind" | "subject">) => ({
  created_at: "2026-11-24T09:00:00.000Z",
  read_at: null,
  ...fields,
});
/** One of each kind, newest first; the last two read. */
const items: Notification[] = [
  notification({
    id: "ntf-6",
    kind: "run_failed",
    subject: { type: "run", id: "run-wf-1-20261124-3" },
    workflow_name: "Ticket triage",
    agent_slug: "customer-support",
  }),
  notification({
    id: "ntf-5",
    kind: "workflow_failing",
    subject: { type: "workflow", id: "wf-1" },
    workflow_name: "Ticket triage",
    agent_slug: "customer-support",
  }),
  notification({
    id: "ntf-4",
    kind: "quota_80",
    subject: { type: "subscription", id: "sub-2" },
    agent_slug: "content-creator",
  }),
  notification({
    id: "ntf-3",
    kind: "trial_ending",
    subject: { type: "subscription", id: "sub-2" },
    agent_slug: "content-creator",
    ends_at: "2026-11-26T12:00:00.000Z",
  }),
  notification({
    id: "ntf-2",
    kind: "quota_100",
    subject: { type: "subscription", id: "sub-1" },
    agent_slug: "content-creator",
    read_at: "2026-11-23T09:00:00.000Z",
  }),
  notification({
    id: "ntf-1",
    kind: "invoice",
    subject: { type: "invoice", id: "in-1" },
    read_at: "2026-11-22T09:00:00.000Z",
  }),
];
const page = (shown: Notification[] = items): NotificationPage => ({
  items: shown,
  unread_count: shown.filter((each) => each.read_at === null).length,
  next_cursor: null,
});
const READ_ONE = "/api/notifications/ntf-4/read";
const READ_ALL = "/api/notifications/read-all";
const withRead = (ids: string[]) =>
  page(
    items.map((each) => (ids.includes(each.id) ? { ...each, read_at: "2026-11-24T10:00:00.000Z" } : each)),
  );

const button = (name: string | RegExp = /./) => screen.findByRole("button", { name });
const panel = () => screen.getByRole("region", { name: texts.title! });
const render = (client: ReturnType<typeof backend>["client"] | null, language: "en" | "es" = "en") =>
  renderAreas(
    {
      [localizedPath(paths.dashboardWorkflows, language)]: DashboardWorkflowsPage,
      [localizedPath(paths.dashboardPlan, language)]: DashboardPlanPage,
      [localizedPath(paths.dashboardInvoice, language)]: DashboardInvoicePage,
    },
    { client, content: language === "es" ? spanish : bundled },
  );

afterEach(() => vi.restoreAllMocks());

describe("the header's notifications", () => {
  it("says how many are unread in the button's name, and opens the newest in words, each linking to what it is about", async () => {
    const user = userEvent.setup();
    await render(backend({ "/api/notifications": [json(page())] }).client);
    const opener = await button("Notifications, 4 unread");
    expect(opener).toHaveAttribute("aria-expanded", "false");
    await user.click(opener);
    expect(opener).toHaveAttribute("aria-expanded", "true");
    // The list's code loads as it first opens.
    expect(await screen.findByRole("region", { name: texts.title! })).toBe(panel());
    expect(opener).toHaveAttribute("aria-controls", panel().id);
    expect(within(panel()).getByRole("heading", { name: texts.title! })).toHaveFocus();
    const links = within(panel()).getAllByRole("link");
    const at = ` ${formatDateTime(items[0].created_at, en.formats)}`;
    const ends = formatDate("2026-11-26T12:00:00.000Z", en.formats);
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [`Unread: A run of Ticket triage failed.${at}`, `${paths.dashboardRun}?id=run-wf-1-20261124-3`],
      [`Unread: Ticket triage is failing.${at}`, paths.dashboardWorkflows],
      [`Unread: Content Creator has used 80 % of this period's quota.${at}`, paths.dashboardPlan],
      [`Unread: Your Content Creator trial ends on ${ends}.${at}`, paths.dashboardPlan],
      [`Content Creator has used all of this period's quota.${at}`, paths.dashboardPlan],
      [`A new invoice is ready.${at}`, `${paths.dashboardInvoice}?id=in-1`],
    ]);
  });

  it("reads the count once the page is idle, not as it loads, and once", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (task: () => void) => idle.push(task));
    vi.stubGlobal("cancelIdleCallback", () => {});
    const { client, requests } = backend({ "/api/notifications": [json(page())] });
    await render(client);
    expect(await screen.findAllByRole("heading", { level: 2 })).not.toHaveLength(0);
    expect(screen.getByRole("button", { name: texts.buttonLabel! })).toBeInTheDocument();
    expect(requests).not.toContain("/api/notifications");
    act(() => idle.forEach((task) => task()));
    expect(await button("Notifications, 4 unread")).toBeInTheDocument();
    expect(requests.filter((path) => path === "/api/notifications")).toHaveLength(1);
    // Unmounted first: it cancels its idle task as it goes.
    cleanup();
    vi.unstubAllGlobals();
  });

  it("is in the page's language, its links too", async () => {
    const user = userEvent.setup();
    await render(backend({ "/api/notifications": [json(page())] }).client, "es");
    await user.click(await button("Notificaciones, 4 sin leer"));
    const list = await screen.findByRole("region", { name: "Notificaciones" });
    expect(within(list).getByRole("button", { name: "Marcar todas como leídas" })).toBeInTheDocument();
    const links = within(list).getAllByRole("link");
    expect(links[0]).toHaveTextContent("Sin leer: Falló una ejecución de Ticket triage.");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `/es${paths.dashboardRun}?id=run-wf-1-20261124-3`,
      `/es${paths.dashboardWorkflows}`,
      ...Array(3).fill(`/es${paths.dashboardPlan}`),
      `/es${paths.dashboardInvoice}?id=in-1`,
    ]);
  });

  it("closes with Escape, giving the button the focus, and with a press outside", async () => {
    const user = userEvent.setup();
    await render(backend({ "/api/notifications": [json(page())] }).client);
    const opener = await button("Notifications, 4 unread");
    await user.click(opener);
    await user.tab();
    expect(within(panel()).getByRole("button", { name: texts.markAllLabel! })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: texts.title! })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute("aria-expanded", "false");

    await user.keyboard("{Enter}");
    expect(within(panel()).getByRole("heading", { name: texts.title! })).toHaveFocus();
    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(screen.queryByRole("region", { name: texts.title! })).not.toBeInTheDocument();
  });

  it("marks a notification read as it is opened, and the next area's button says one fewer", async () => {
    const user = userEvent.setup();
    const { client, requests } = backend({
      "/api/notifications": [json(page()), json(withRead(["ntf-4"]))],
      [READ_ONE]: [json({ ...items[2], read_at: "2026-11-24T10:00:00.000Z" })],
    });
    await render(client);
    await user.click(await button("Notifications, 4 unread"));
    await user.click(within(panel()).getByRole("link", { name: /80 %/ }));
    expect(
      await screen.findByRole("heading", { level: 1, name: bundled.planArea!.title! }),
    ).toBeInTheDocument();
    expect(await button("Notifications, 3 unread")).toBeInTheDocument();
    expect(requests.filter((path) => path === READ_ONE)).toHaveLength(1);
    // A read one is opened without marking it again.
    await user.click(await button("Notifications, 3 unread"));
    await user.click(within(panel()).getByRole("link", { name: /invoice/ }));
    expect(requests.filter((path) => path.startsWith("/api/notifications/"))).toEqual([READ_ONE]);
  });

  it("marks all read, and says so", async () => {
    const user = userEvent.setup();
    const { client, requests } = backend({
      "/api/notifications": [json(page()), json(withRead(items.map((each) => each.id)))],
      [READ_ALL]: [json({ unread_count: 0 })],
    });
    await render(client);
    await user.click(await button("Notifications, 4 unread"));
    const markAll = within(panel()).getByRole("button", { name: texts.markAllLabel! });
    await user.click(markAll);
    expect(await within(panel()).findByRole("status")).toHaveTextContent(texts.markAllDoneText!);
    expect(screen.getByRole("button", { name: "Notifications", expanded: true })).toBeInTheDocument();
    expect(within(panel()).queryByText(texts.unreadLabel!, { exact: false })).not.toBeInTheDocument();
    expect(markAll).toHaveAttribute("aria-disabled", "true");
    expect(markAll).toHaveFocus();
    expect(requests.filter((path) => path === READ_ALL)).toHaveLength(1);
  });

  it("says why marking all read failed, and keeps them unread", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    await render(
      backend({ "/api/notifications": [json(page())], [READ_ALL]: [new Response(null, { status: 503 })] })
        .client,
    );
    await user.click(await button("Notifications, 4 unread"));
    await user.click(within(panel()).getByRole("button", { name: texts.markAllLabel! }));
    expect(await within(panel()).findByRole("alert")).toHaveTextContent(
      `${texts.markAllFailedText} ${faults.serverText}`,
    );
    expect(screen.getByRole("button", { name: "Notifications, 4 unread" })).toBeInTheDocument();
  });

  it("shows its list loading, then empty", async () => {
    const user = userEvent.setup();
    const later = deferred();
    await render(backend({ "/api/notifications": [later.reply] }).client);
    await user.click(await button(texts.buttonLabel!));
    expect(within(panel()).getByText(faults.loadingText!)).toBeInTheDocument();
    later.resolve(json(page([])));
    expect(await within(panel()).findByText(texts.emptyText!)).toBeInTheDocument();
    expect(within(panel()).queryByRole("button", { name: texts.markAllLabel! })).not.toBeInTheDocument();
  });

  it("says why the list failed, and Retry reads it again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    await render(
      backend({ "/api/notifications": [new Response(null, { status: 500 }), json(page())] }).client,
    );
    const opener = await button(texts.buttonLabel!);
    await user.click(opener);
    expect(await within(panel()).findByRole("alert")).toHaveTextContent(faults.serverText!);
    await user.click(within(panel()).getByRole("button", { name: faults.retryLabel! }));
    expect(await within(panel()).findAllByRole("link")).toHaveLength(items.length);
    expect(opener).toHaveAccessibleName("Notifications, 4 unread");
  });

  it("says so without a backend", async () => {
    const user = userEvent.setup();
    await render(null);
    await user.click(await button(texts.buttonLabel!));
    expect(await within(panel()).findByText(faults.noBackendText!)).toBeInTheDocument();
  });
});
