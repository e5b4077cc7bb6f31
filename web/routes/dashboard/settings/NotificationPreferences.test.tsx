import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBackendClient, type NotificationPreferences } from "#web/shared/api/backend.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";
import {
  bundledDashboard as bundled,
  deferred,
  json,
  renderAreas,
  type Reply,
} from "../../../../tests/unit/dashboard-areas";
import { seedDocument } from "../../../../tests/unit/seed-content";
import { DashboardSettingsPage } from "./DashboardSettingsPage";

// The Settings area's notification choices (web/features/dashboard/settings/NotificationPreferencesForm.tsx):
// which kinds are told by e-mail and in the client area, saved through the route's action.

const texts = bundled.notifications!;
const faults = bundled.loadStates!;
const spanish = seedDocument("dashboardPage-es") as DashboardPageContent;

const saved: NotificationPreferences = {
  run_failed: { email: true, in_app: true },
  workflow_failing: { email: true, in_app: true },
  quota_80: { email: false, in_app: true },
  quota_100: { email: true, in_app: true },
  trial_ending: { email: true, in_app: true },
  invoice: { email: true, in_app: true },
};

/** The backend: each call ("GET /api/notification-preferences") its replies in turn, the last repeated. */
function preferencesBackend(replies: Record<string, Reply[]>) {
  const queue: Record<string, Reply[]> = {
    "GET /api/notification-preferences": [json(saved)],
    "GET /api/notifications": [json({ items: [], unread_count: 0, next_cursor: null })],
    ...replies,
  };
  const sent: unknown[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = `${init?.method ?? "GET"} ${new URL(String(url)).pathname}`;
    if (call === "PUT /api/notification-preferences") sent.push(JSON.parse(String(init?.body)));
    const answers = queue[call];
    if (!answers) return json({ error: { code: "not_found", message: call } }, 404);
    const next = await (answers.length > 1 ? answers.shift()! : answers[0]);
    if (!(next instanceof Response)) throw next;
    return next.clone();
  });
  return {
    client: createBackendClient({ host: "http://backend.test", getIdToken: async () => "token", fetch }),
    sent,
  };
}

const render = (
  client: ReturnType<typeof preferencesBackend>["client"] | null,
  language: "en" | "es" = "en",
) =>
  renderAreas(
    { [localizedPath(paths.dashboardSettings, language)]: DashboardSettingsPage },
    { client, content: language === "es" ? { ...spanish, agents: bundled.agents } : bundled },
  );
const form = () => screen.findByRole("form", { name: texts.preferencesTitle! });

afterEach(() => vi.restoreAllMocks());

describe("the notification choices in Settings", () => {
  it("are a checkbox for each kind and channel, named by both, ticked as the backend has them", async () => {
    await render(preferencesBackend({}).client);
    const choices = await form();
    expect(within(choices).getByText(texts.preferencesDescription!)).toBeInTheDocument();
    const boxes = within(choices).getAllByRole("checkbox");
    expect(boxes).toHaveLength(12);
    expect(
      within(choices).getByRole("checkbox", { name: `${texts.runFailedLabel} ${texts.emailLabel}` }),
    ).toBeChecked();
    expect(
      within(choices).getByRole("checkbox", { name: `${texts.quota80Label} ${texts.emailLabel}` }),
    ).not.toBeChecked();
    expect(
      within(choices).getByRole("checkbox", { name: `${texts.quota80Label} ${texts.inAppLabel}` }),
    ).toBeChecked();
    expect(
      within(choices).getByRole("checkbox", { name: `${texts.invoiceLabel} ${texts.inAppLabel}` }),
    ).toBeChecked();
  });

  it("are named in the page's language", async () => {
    await render(preferencesBackend({}).client, "es");
    const choices = await screen.findByRole("form", { name: "Notificaciones" });
    expect(within(choices).getByRole("checkbox", { name: "Una nueva factura Correo" })).toBeChecked();
    expect(
      within(choices).getByRole("checkbox", { name: "Falló una ejecución En el área de clientes" }),
    ).toBeChecked();
    expect(within(choices).getByRole("button", { name: "Guardar" })).toBeInTheDocument();
  });

  it("saves every choice, says so, and keeps what was ticked", async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const changed = { ...saved, invoice: { email: false, in_app: true } };
    const backend = preferencesBackend({
      "PUT /api/notification-preferences": [answer.reply],
      "GET /api/notification-preferences": [json(saved), json(changed)],
    });
    await render(backend.client);
    const choices = await form();
    const invoiceMail = within(choices).getByRole("checkbox", {
      name: `${texts.invoiceLabel} ${texts.emailLabel}`,
    });
    await user.click(invoiceMail);
    await user.click(within(choices).getByRole("button", { name: texts.saveLabel! }));
    expect(within(choices).getByRole("button", { name: texts.savingLabel! })).toBeDisabled();
    answer.resolve(json(changed));
    expect(await within(choices).findByRole("status")).toHaveTextContent(texts.savedText!);
    expect(backend.sent).toEqual([changed]);
    expect(invoiceMail).not.toBeChecked();
    expect(within(choices).getByRole("button", { name: texts.saveLabel! })).toBeEnabled();
  });

  it("says why saving failed, and keeps what was ticked", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    const backend = preferencesBackend({
      "PUT /api/notification-preferences": [new Response(null, { status: 503 })],
    });
    await render(backend.client);
    const choices = await form();
    const trialInApp = within(choices).getByRole("checkbox", {
      name: `${texts.trialEndingLabel} ${texts.inAppLabel}`,
    });
    await user.click(trialInApp);
    await user.click(within(choices).getByRole("button", { name: texts.saveLabel! }));
    expect(await within(choices).findByRole("alert")).toHaveTextContent(
      `${texts.saveFailedText} ${faults.serverText}`,
    );
    expect(trialInApp).not.toBeChecked();
    expect(backend.sent).toEqual([{ ...saved, trial_ending: { email: true, in_app: false } }]);
  });

  it("shows their loading, and why they could not be read, with Retry", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    const later = deferred();
    await render(
      preferencesBackend({
        "GET /api/notification-preferences": [later.reply, json(saved)],
      }).client,
    );
    const part = (await screen.findByRole("heading", { level: 2, name: texts.preferencesTitle! }))
      .parentElement!;
    expect(within(part).getByText(faults.loadingText!)).toBeInTheDocument();
    later.resolve(new Response(null, { status: 500 }));
    expect(await within(part).findByRole("alert")).toHaveTextContent(faults.serverText!);
    await user.click(within(part).getByRole("button", { name: faults.retryLabel! }));
    expect(await form()).toBeInTheDocument();
  });
});
