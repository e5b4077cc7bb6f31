import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import {
  card,
  json,
  paid,
  planBackend,
  planContent,
  refusal,
  renderPlanArea,
  trial,
  type Reply,
} from "../../../../tests/unit/plan-area";

afterEach(() => vi.restoreAllMocks());

const call = (subscription: AgentSubscription, action: "cancel" | "resume") =>
  `POST /api/agents/${subscription.id}/${action}`;

async function renderCancel(replies: Record<string, Reply[]> = {}, language: "en" | "es" = "en") {
  const backend = planBackend(replies);
  await renderPlanArea({ language, client: backend.client });
  await screen.findAllByRole("article");
  return backend;
}

describe("Cancel and resume", () => {
  it("asks before cancelling a trial, saying when it ends and that nothing is charged; Keep it changes nothing", async () => {
    const user = userEvent.setup();
    const backend = await renderCancel();
    const cancel = within(card("Content Creator")).getByRole("button", { name: "Cancel trial" });
    await user.click(cancel);

    const dialog = screen.getByRole("dialog", { name: "Cancel Content Creator?" });
    expect(dialog).toHaveAccessibleDescription(
      "Your Content Creator trial stays active until December 9, 2030; then it ends and nothing is charged.",
    );
    const keep = within(dialog).getByRole("button", { name: "Keep it" });
    expect(keep).toHaveFocus();

    await user.click(keep);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    expect(backend.calls(call(trial, "cancel"))).toHaveLength(0);
  });

  it("says a paid subscription works to the period's end and will not renew, and that a waiting downgrade is dropped", async () => {
    const user = userEvent.setup();
    const downgrading = {
      ...paid,
      scheduled_plan: { plan: "starter", applies_at: paid.current_period_end! },
    };
    await renderCancel({ "GET /api/agents": [json([downgrading])] });
    await user.click(within(card("Customer Support")).getByRole("button", { name: "Cancel subscription" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel Customer Support?" });
    expect(dialog).toHaveAccessibleDescription(
      "Your Customer Support subscription stays active until the end of the period on December 12, 2030; it will not renew.",
    );
    expect(
      within(dialog).getByText("The change to Starter planned for that day will not happen."),
    ).toBeInTheDocument();
  });

  it("says it in Spanish on a Spanish page", async () => {
    const user = userEvent.setup();
    await renderCancel({}, "es");
    await user.click(within(card("Creador de Contenido")).getByRole("button", { name: "Cancelar prueba" }));
    expect(
      screen.getByRole("dialog", { name: "¿Cancelar Creador de Contenido?" }),
    ).toHaveAccessibleDescription(
      "Su prueba de Creador de Contenido sigue activa hasta el 9 de diciembre de 2030; después termina y no se cobra nada.",
    );
  });

  it("cancels, shows it as cancelling with its end, then Resume takes it back", async () => {
    const user = userEvent.setup();
    const cancelled = { ...trial, cancel_at: trial.trial_ends_at };
    const backend = await renderCancel({
      // The list as read again after each action (the route's loader runs again after its action).
      "GET /api/agents": [json([trial, paid]), json([cancelled, paid]), json([trial, paid])],
      [call(trial, "cancel")]: [json(cancelled)],
      [call(trial, "resume")]: [json(trial)],
    });
    const item = card("Content Creator");
    await user.click(within(item).getByRole("button", { name: "Cancel trial" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Yes, cancel" }));

    expect(
      await within(item).findByText("Cancelled: it stays active until December 9, 2030, then ends."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const resume = within(item).getByRole("button", { name: "Resume" });
    await waitFor(() => expect(resume).toHaveFocus());
    expect(resume).toHaveAccessibleDescription(
      "Cancelled: it stays active until December 9, 2030, then ends.",
    );
    // A plan is changed while it goes on: resumed first.
    expect(within(item).queryByRole("button", { name: "Change plan" })).not.toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: "Cancel trial" })).not.toBeInTheDocument();

    await user.click(resume);
    await waitFor(() =>
      expect(within(item).getByRole("status")).toHaveTextContent(
        "Cancellation taken back: Content Creator continues.",
      ),
    );
    await waitFor(() => expect(within(item).getByRole("button", { name: "Cancel trial" })).toHaveFocus());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(item).getByRole("button", { name: "Change plan" })).toBeInTheDocument();
    expect(within(item).queryByText(/Cancelled:/)).not.toBeInTheDocument();
    // Each action is followed by the area's reads (and the header's notifications').
    const reads = [
      "GET /api/agents",
      "GET /api/usage",
      "GET /api/usage/daily",
      "GET /api/billing/payment-method",
    ];
    await waitFor(() =>
      expect(
        backend.requests.map((request) => request.call).filter((call) => call !== "GET /api/notifications"),
      ).toEqual([...reads, call(trial, "cancel"), ...reads, call(trial, "resume"), ...reads]),
    );
  });

  it("offers Resume on a subscription loaded as cancelling, and none once its end has passed", async () => {
    const cancelling = { ...paid, cancel_at: paid.current_period_end };
    const ending = { ...trial, cancel_at: "2020-01-01T00:00:00.000Z" };
    await renderCancel({ "GET /api/agents": [json([cancelling, ending])] });
    const paidCard = card("Customer Support");
    expect(paidCard).toHaveTextContent("Cancelled: it stays active until December 12, 2030, then ends.");
    expect(within(paidCard).getByRole("button", { name: "Resume" })).toBeInTheDocument();
    expect(within(card("Content Creator")).queryByRole("button", { name: "Resume" })).not.toBeInTheDocument();
  });

  it("keeps the confirmation open with the reason when the cancellation is refused", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    await renderCancel({ [call(paid, "cancel")]: [refusal(409, "conflict")] });
    await user.click(within(card("Customer Support")).getByRole("button", { name: "Cancel subscription" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(planContent.en!.refusals!.conflict!);
    expect(within(dialog).getByRole("button", { name: "Yes, cancel" })).not.toHaveAttribute("aria-disabled");
    expect(card("Customer Support")).not.toHaveTextContent("Cancelled:");
  });

  it("says why a resumption was refused, and keeps Resume", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    const cancelling = { ...paid, cancel_at: paid.current_period_end };
    await renderCancel({
      "GET /api/agents": [json([cancelling])],
      [call(paid, "resume")]: [refusal(404, "not_found")],
    });
    const item = card("Customer Support");
    await user.click(within(item).getByRole("button", { name: "Resume" }));
    expect(await within(item).findByRole("alert")).toHaveTextContent(planContent.en!.refusals!.notFound!);
    expect(within(item).getByRole("button", { name: "Resume" })).toBeInTheDocument();
  });
});
