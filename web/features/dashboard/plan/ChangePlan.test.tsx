import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { recall } from "../data/loadMemory";
import {
  card,
  json,
  loadTexts,
  paid,
  planBackend,
  planContent,
  planTexts,
  refusal,
  renderPlanArea,
  trial,
  usageOf,
  type Reply,
} from "../../../../tests/unit/plan-area";

afterEach(() => vi.restoreAllMocks());

const changes = (subscription: AgentSubscription) => `POST /api/agents/${subscription.id}/plan`;

/** The area with Ada's two subscriptions; `replies` to the calls the test makes. */
async function renderChange(replies: Record<string, Reply[]> = {}, language: "en" | "es" = "en") {
  const backend = planBackend(replies);
  const auth = await renderPlanArea({ language, client: backend.client });
  await screen.findAllByRole("article");
  return { ...backend, auth };
}

/** Waits for a card's status line to say `text`. */
const saysDone = (item: HTMLElement, text: string) =>
  waitFor(() => expect(within(item).getByRole("status")).toHaveTextContent(text));

/** The subscriptions as the backend gives them first, then (after a change) `after`. */
/** The usage of these subscriptions, each against its plan's limit as the backend gives it. */
const usageFor = (list: AgentSubscription[]) =>
  json(
    list.map((each) =>
      each.id === paid.id ? usageOf(each, 412, paid.current_period_end!) : usageOf(each, 42),
    ),
  );

const agentsThen = (...after: AgentSubscription[][]) => ({
  "GET /api/agents": [json([trial, paid]), ...after.map((list) => json(list))],
  "GET /api/usage": [usageFor([trial, paid]), ...after.map(usageFor)],
});

/** Opens a card's Change plan and picks a plan. */
async function choose(user: ReturnType<typeof userEvent.setup>, agentName: string, plan: RegExp | string) {
  const item = card(agentName);
  await user.click(within(item).getByRole("button", { name: planTexts.changeLabel! }));
  await user.click(within(item).getByRole("radio", { name: plan }));
  return item;
}

describe("Change plan", () => {
  it("lists the agent's plans from the content, the current one marked, and says no card is taken", async () => {
    const user = userEvent.setup();
    await renderChange();
    const item = card("Content Creator");
    const toggle = within(item).getByRole("button", { name: "Change plan" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const group = within(item).getByRole("group", { name: "Choose a plan" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")!.textContent)).toEqual([
      "StarterCurrent plan$299/month50 pieces a month",
      "Professional$599/month200 pieces a month",
      "Enterprise$1,299/monthUnlimited pieces",
    ]);
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveAttribute("aria-current", "true");
    expect(radios[1]).not.toHaveAttribute("aria-current");
    // Nothing to confirm until another plan is chosen.
    expect(within(item).queryByRole("button", { name: /^Change to/ })).not.toBeInTheDocument();
    expect(within(item).getByText(planTexts.billingText!)).toBeInTheDocument();
  });

  it("upgrades a subscription now, with the price difference, and says so once done", async () => {
    const user = userEvent.setup();
    let answer!: (reply: Response) => void;
    const { auth, ...backend } = await renderChange({
      // The list as read again after the change (the route's loader runs again after its action).
      ...agentsThen([trial, { ...paid, plan: "enterprise" }]),
      [changes(paid)]: [new Promise<Response>((resolve) => (answer = resolve))],
    });
    const item = await choose(user, "Customer Support", /^Enterprise/);
    expect(item).toHaveTextContent("Price difference: +$400/month");
    expect(within(item).getByText("It applies now.")).toBeInTheDocument();

    await user.click(within(item).getByRole("button", { name: "Change to Enterprise" }));
    const busy = within(item).getByRole("button", { name: "Changing plan..." });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    expect(within(item).getByRole("group", { name: "Choose a plan" })).toBeDisabled();
    expect(backend.calls(changes(paid))).toEqual([
      { call: changes(paid), search: "", body: { plan: "enterprise" } },
    ]);

    answer(json({ ...paid, plan: "enterprise" }));
    await saysDone(item, "Your plan is now Enterprise.");
    expect(item).toHaveTextContent("Plan: Enterprise · $799/month");
    expect(within(item).queryByRole("group")).not.toBeInTheDocument();
    await waitFor(() => expect(within(item).getByRole("button", { name: "Change plan" })).toHaveFocus());
    // The usage is now set against the new plan's quota.
    expect(within(item).getByText("412 interactions")).toBeInTheDocument();
    // What the areas show while they load the subscriptions again, in this tab.
    expect(recall<AgentSubscription[]>(auth.user!.uid, "agents")).toEqual([
      trial,
      { ...paid, plan: "enterprise" },
    ]);
    // The area read the subscriptions again after the change.
    await waitFor(() => expect(backend.calls("GET /api/agents")).toHaveLength(2));
    expect(item).toHaveTextContent("Plan: Enterprise · $799/month");
  });

  it("schedules a downgrade for the period's end, shows it, and can call it off", async () => {
    const user = userEvent.setup();
    const scheduled = { ...paid, scheduled_plan: { plan: "starter", applies_at: paid.current_period_end! } };
    const backend = await renderChange({
      ...agentsThen([trial, scheduled], [trial, paid]),
      [changes(paid)]: [json(scheduled), json(paid)],
    });
    const item = await choose(user, "Customer Support", /^Starter/);
    expect(item).toHaveTextContent("Price difference: \u2212$200/month");
    expect(
      within(item).getByText(
        "It applies on December 12, 2030, when your current period ends. Until then you keep Professional.",
      ),
    ).toBeInTheDocument();

    await user.click(within(item).getByRole("button", { name: "Change to Starter" }));
    expect(await within(item).findByText("Changes to Starter on December 12, 2030.")).toBeInTheDocument();
    // Until then it is on Professional.
    expect(item).toHaveTextContent("Plan: Professional");
    const keep = within(item).getByRole("button", { name: "Keep Professional" });
    await waitFor(() => expect(keep).toHaveFocus());
    expect(keep).toHaveAccessibleDescription("Changes to Starter on December 12, 2030.");

    await user.click(keep);
    await saysDone(item, "You stay on Professional.");
    expect(within(item).queryByText(/Changes to Starter/)).not.toBeInTheDocument();
    expect(backend.calls(changes(paid)).map((request) => request.body)).toEqual([
      { plan: "starter" },
      { plan: "professional" },
    ]);
  });

  it("changes a trial's plan now, and says the trial goes on with nothing charged", async () => {
    const user = userEvent.setup();
    await renderChange({
      ...agentsThen([{ ...trial, plan: "professional" }, paid]),
      [changes(trial)]: [json({ ...trial, plan: "professional" })],
    });
    const item = await choose(user, "Content Creator", /^Professional/);
    expect(item).toHaveTextContent("Price difference: +$300/month");
    expect(
      within(item).getByText(
        "It applies now, and your trial continues: nothing is charged before it ends on December 9, 2030.",
      ),
    ).toBeInTheDocument();
    await user.click(within(item).getByRole("button", { name: "Change to Professional" }));
    await saysDone(item, "Your plan is now Professional.");
    expect(within(item).getByText("Free trial")).toBeInTheDocument();
    expect(within(item).getByText("42 of 200 pieces")).toBeInTheDocument();
  });

  it("writes the price difference and the dates in Spanish on a Spanish page", async () => {
    const user = userEvent.setup();
    await renderChange({}, "es");
    const item = card("Atención al Cliente");
    await user.click(within(item).getByRole("button", { name: "Cambiar de plan" }));
    expect(
      within(item)
        .getByRole("radio", { name: /^Profesional/ })
        .closest("label"),
    ).toHaveTextContent("ProfesionalPlan actual$399/mes1,000 interacciones al mes");
    await user.click(within(item).getByRole("radio", { name: /^Inicial/ }));
    expect(item).toHaveTextContent("Diferencia de precio: \u2212$200/mes");
    expect(item).toHaveTextContent(
      "Se aplica el 12 de diciembre de 2030, cuando termina su periodo actual. Hasta entonces conserva Profesional.",
    );
    await user.click(within(item).getByRole("radio", { name: /^Empresarial/ }));
    expect(item).toHaveTextContent("Diferencia de precio: +$400/mes");
    expect(within(item).getByRole("button", { name: "Cambiar a Empresarial" })).toBeInTheDocument();
    expect(
      within(card("Creador de Contenido")).getByRole("button", { name: "Cancelar prueba" }),
    ).toBeInTheDocument();
  });

  it.each([
    ["a conflict", refusal(409, "conflict"), planContent.en!.refusals!.conflict],
    ["an unknown plan", refusal(400, "invalid_request"), planContent.en!.refusals!.invalidRequest],
    ["a backend that cannot be reached", new TypeError("Failed to fetch"), loadTexts.downText],
  ])(
    "keeps the choice when %s refuses it, and gives the reason in the content's words",
    async (_cause, reply, text) => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const user = userEvent.setup();
      await renderChange({ [changes(paid)]: [reply] });
      const item = await choose(user, "Customer Support", /^Enterprise/);
      await user.click(within(item).getByRole("button", { name: "Change to Enterprise" }));

      expect(await within(item).findByRole("alert")).toHaveTextContent(text!);
      expect(item).not.toHaveTextContent("The backend's own words");
      expect(within(item).getByRole("radio", { name: /^Enterprise/ })).toBeChecked();
      expect(within(item).getByRole("button", { name: "Change to Enterprise" })).not.toHaveAttribute(
        "aria-disabled",
      );
      expect(item).toHaveTextContent("Plan: Professional");
      expect(within(item).getByRole("status")).toBeEmptyDOMElement();
    },
  );
});
