import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetSentReports } from "#web/shared/api/backend.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import { fill, formatDate, formatDateTime } from "#web/shared/ui/format.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import { dashboardPageQuery } from "#content/queries.ts";
import {
  backend,
  bundledDashboard as bundled,
  dayBefore,
  deferred,
  json,
  renderAreas,
  subscriptions,
  usage,
  workflows,
} from "../../../tests/unit/dashboard-areas";
import { seedQueryResult } from "../../../tests/unit/seed-content";
import { DashboardOverviewPage } from "./DashboardOverviewPage";

const faults = bundled.loadStates!;
const spanish = (await seedQueryResult(dashboardPageQuery, "es")) as DashboardPageContent;
const render = (options: Parameters<typeof renderAreas>[1] = {}) =>
  renderAreas({ [paths.dashboard]: DashboardOverviewPage }, options);

const section = (name: string) => screen.getByRole("region", { name });
const figures = (testId: string) =>
  Object.fromEntries(
    within(screen.getByTestId(testId))
      .getAllByRole("definition")
      .map((value) => [value.previousElementSibling?.textContent, value.textContent]),
  );

afterEach(async () => {
  vi.restoreAllMocks();
  await forgetSentReports();
});

describe("the Overview", () => {
  it("greets the customer, offers Logout, and says plainly that no backend is configured", async () => {
    await render();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome, Ada" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(await within(section("Analytics")).findByText(faults.noBackendText!)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "View Analytics" })).not.toBeInTheDocument();
    expect(screen.queryByText("Coming soon")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Across the Nexora AI platform" })).toBeInTheDocument();
    expect(figures("platform-stats")).toEqual({
      "Active AI Agents": "6",
      "Tasks Completed": "1,247",
      "Success Rate": "98.5%",
      Uptime: "24/7",
    });
    // No figures of the customer's without their data, nor what needs attention or their usage.
    expect(screen.queryByTestId("customer-stats")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: bundled.attention!.title! })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: bundled.attention!.usageTitle! })).not.toBeInTheDocument();
  });

  it("follows the content", async () => {
    await render({ content: { ...bundled, greeting: "Hello," }, client: backend().client });
    expect(screen.getByRole("heading", { level: 1, name: "Hello, Ada" })).toBeInTheDocument();
  });

  it("greets a customer without a display name by their e-mail address", async () => {
    await render({ user: { displayName: null } });
    expect(screen.getByRole("heading", { level: 1, name: "Welcome, a@b.c" })).toBeInTheDocument();
  });

  it("shows the customer's runs and their own figures", async () => {
    await render({ client: backend().client });
    expect(
      await within(section("Analytics")).findByRole("img", { name: "Runs per day over the last 30 days" }),
    ).toBeInTheDocument();
    const thisMonth = [dayBefore(0), dayBefore(1)].filter(
      (day) => day.slice(0, 7) === dayBefore(0).slice(0, 7),
    );
    expect(figures("customer-stats")).toEqual({
      "Active agents": "2",
      "Runs this month": String(thisMonth.length === 2 ? 40 : 31),
      "Success rate (30 days)": "95%",
    });
  });

  it("says when there were no runs, and counts nothing", async () => {
    await render({ client: backend({ "/api/agents": [json([])], "/api/workflows": [json([])] }).client });
    expect(
      await within(section("Analytics")).findByText(bundled.analyticsCard!.emptyText!),
    ).toBeInTheDocument();
    expect(figures("customer-stats")).toEqual({
      "Active agents": "0",
      "Runs this month": "0",
      "Success rate (30 days)": "–",
    });
  });

  it("keeps the chart when the subscriptions fail, its active agents unknown until they load", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await render({
      client: backend({ "/api/agents": [new Response(null, { status: 503 }), json(subscriptions)] }).client,
    });
    expect(await within(section("Analytics")).findByRole("img")).toBeInTheDocument();
    expect(figures("customer-stats")["Active agents"]).toBe("–");
  });

  it("says why the chart cannot show when the workflows fail, and retries", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    await render({ client: backend({ "/api/workflows": [new Response(null, { status: 500 })] }).client });
    const analytics = section("Analytics");
    expect(await within(analytics).findByRole("alert")).toHaveTextContent(faults.serverText!);
    expect(figures("customer-stats")["Active agents"]).toBe("2");
    await user.click(within(analytics).getByRole("button", { name: "Retry" }));
    expect(within(analytics).getByRole("heading", { level: 2 })).toHaveFocus();
  });
});

describe("what needs attention, and this period's usage", () => {
  const texts = bundled.attention!;
  const [paid, trial] = subscriptions;
  /** A moment `days` from now. */
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  /** The customer's subscriptions, the trial ending well after 3 days from now. */
  const calm = [paid, { ...trial, trial_ends_at: inDays(10) }];
  const attention = () => section(texts.title!);
  const entries = () => within(attention()).getAllByRole("listitem");
  const render = (replies: Parameters<typeof backend>[0] = {}) =>
    renderAreas(
      { [paths.dashboard]: DashboardOverviewPage },
      { client: backend({ "/api/agents": [json(calm)], ...replies }).client },
    );

  it("says all is good when nothing needs attention", async () => {
    await render({ "/api/workflows": [json([workflows[0]])] });
    expect(await within(attention()).findByText(texts.allGoodText!)).toBeInTheDocument();
    expect(within(attention()).queryByRole("list")).not.toBeInTheDocument();
    expect(within(attention()).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lists a failing workflow with its error as the run gives it, since when, and a link to that run", async () => {
    const error = workflows[1].last_error!;
    await render();
    await within(attention()).findByRole("list");
    expect(entries()).toHaveLength(1);
    const [failing] = entries();
    expect(failing).toHaveTextContent(fill(texts.failingText!, { workflow: "Keyword report" }));
    expect(failing).toHaveTextContent(error.message);
    expect(failing).toHaveTextContent(fill(texts.sinceText!, { time: formatDateTime(error.at, en.formats) }));
    expect(within(failing).getByRole("link", { name: texts.seeRunLabel! })).toHaveAttribute(
      "href",
      `${paths.dashboardRun}?id=${error.run_id}`,
    );
    expect(within(attention()).queryByText(texts.allGoodText!)).not.toBeInTheDocument();
  });

  it("lists a quota used up (100 %), then one nearly used (80 %), each with its reset date and leading to Usage and plan", async () => {
    await render({
      "/api/workflows": [json([workflows[0]])],
      "/api/usage": [
        json([
          { ...usage[0], used: 160 },
          { ...usage[1], used: 50 },
        ]),
      ],
    });
    await within(attention()).findByRole("list");
    const [reached, near] = entries();
    expect(reached).toHaveTextContent(
      fill(texts.quotaReachedText!, { agent: "SEO Specialist", limit: "50", unit: "keywords" }),
    );
    expect(reached).toHaveTextContent(fill(texts.resetsText!, { date: "December 4, 2026" }));
    expect(near).toHaveTextContent(
      fill(texts.quotaNearText!, { agent: "Content Creator", used: "160", limit: "200", unit: "pieces" }),
    );
    expect(near).toHaveTextContent(fill(texts.resetsText!, { date: "December 1, 2026" }));
    for (const entry of [reached, near])
      expect(within(entry).getByRole("link", { name: texts.quotaLinkLabel! })).toHaveAttribute(
        "href",
        paths.dashboardPlan,
      );
  });

  it("leaves out a quota below 80 %", async () => {
    await render({
      "/api/workflows": [json([workflows[0]])],
      "/api/usage": [json([{ ...usage[0], used: 159 }, usage[1]])],
    });
    expect(await within(attention()).findByText(texts.allGoodText!)).toBeInTheDocument();
  });

  it("lists a trial that ends within 3 days, with its date, but not a later one or one cancelled", async () => {
    const ending = inDays(2.5);
    await render({
      "/api/workflows": [json([workflows[0]])],
      "/api/agents": [
        json([
          { ...trial, trial_ends_at: ending },
          { ...trial, id: "sub-3", agent_slug: "content-creator", trial_ends_at: inDays(3.5) },
          { ...trial, id: "sub-4", agent_slug: "customer-support", trial_ends_at: ending, cancel_at: ending },
        ]),
      ],
    });
    await within(attention()).findByRole("list");
    expect(entries()).toHaveLength(1);
    const [entry] = entries();
    expect(entry).toHaveTextContent(
      fill(texts.trialEndingText!, { agent: "SEO Specialist", date: formatDate(ending, en.formats) }),
    );
    expect(within(entry).getByRole("link", { name: texts.trialLinkLabel! })).toHaveAttribute(
      "href",
      paths.dashboardPlan,
    );
  });

  it("shows each subscription's use this period and when it resets, leading to Usage and plan", async () => {
    await render();
    const usageSection = section(texts.usageTitle!);
    const rows = await within(usageSection).findAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      `Content Creator40 of 200 pieces${fill(texts.resetsText!, { date: "December 1, 2026" })}`,
      `SEO Specialist12 of 50 keywords${fill(texts.resetsText!, { date: "December 4, 2026" })}`,
    ]);
    expect(within(usageSection).getByRole("link", { name: texts.usageLinkLabel! })).toHaveAttribute(
      "href",
      paths.dashboardPlan,
    );
  });

  it("sets the use against the backend's limit, not a content quota that differs, and reports that once", async () => {
    // The content's Professional quota is 200 pieces; the backend enforces 250.
    const { client, requests } = backend({
      "/api/agents": [json(calm)],
      "/api/workflows": [json([workflows[0]])],
      "/api/usage": [json([{ ...usage[0], used: 210, limit: 250 }, usage[1]])],
    });
    await renderAreas({ [paths.dashboard]: DashboardOverviewPage }, { client });
    const rows = await within(section(texts.usageTitle!)).findAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Content Creator210 of 250 pieces");
    // 84 % of the backend's limit, not the content's 105 %.
    expect(await within(attention()).findByRole("listitem")).toHaveTextContent(
      fill(texts.quotaNearText!, { agent: "Content Creator", used: "210", limit: "250", unit: "pieces" }),
    );
    expect(screen.queryByText(/of 200 pieces/)).not.toBeInTheDocument();
    await vi.waitFor(() => expect(requests.filter((path) => path === "/api/client-reports")).toHaveLength(1));
  });

  it("keeps the failing workflows when the usage fails, says what could not be checked, and retries", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    await render({
      "/api/usage": [new Response(null, { status: 500 }), json([{ ...usage[0], used: 200 }, usage[1]])],
    });
    expect(await within(attention()).findByRole("alert")).toHaveTextContent(texts.uncheckedText!);
    expect(entries()).toHaveLength(1);
    expect(entries()[0]).toHaveTextContent(fill(texts.failingText!, { workflow: "Keyword report" }));
    expect(within(section(texts.usageTitle!)).getByRole("alert")).toHaveTextContent(faults.serverText!);
    expect(within(section("Analytics")).getByRole("img")).toBeInTheDocument();

    await user.click(within(attention()).getByRole("button", { name: faults.retryLabel! }));
    expect(within(attention()).getByRole("heading", { level: 2 })).toHaveFocus();
    await within(section(texts.usageTitle!)).findAllByRole("listitem");
    expect(entries()).toHaveLength(2);
    expect(within(attention()).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps the quotas and trials when the workflows fail", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await render({
      "/api/workflows": [new Response(null, { status: 500 })],
      "/api/usage": [json([{ ...usage[0], used: 200 }, usage[1]])],
    });
    expect(await within(attention()).findByRole("alert")).toHaveTextContent(texts.uncheckedText!);
    await within(attention()).findByRole("list");
    expect(entries()).toHaveLength(1);
    expect(entries()[0]).toHaveTextContent(
      fill(texts.quotaReachedText!, { agent: "Content Creator", limit: "200", unit: "pieces" }),
    );
  });
});

describe("the cards, and the invitation to a free trial", () => {
  const invitation = bundled.trialInvitation!;

  /** The Overview's cards, in order: each one's heading, its line and its link. */
  const cards = () =>
    screen.getAllByRole("heading", { level: 2 }).flatMap((heading) => {
      const card = heading.closest("li");
      if (!card) return [];
      const link = within(card).getByRole("link");
      return [
        {
          title: heading.textContent,
          text: card.querySelector("p")?.textContent,
          link: link.textContent,
          href: link.getAttribute("href"),
        },
      ];
    });

  it("lead to the agents, the runs and the settings, in the spec's words", async () => {
    await render();
    const texts = bundled.overviewCards!;
    expect(cards()).toEqual([
      { title: "AI Agents", text: texts.agents!.description, link: "View Agents", href: paths.agents },
      {
        title: "Analytics",
        text: texts.analytics!.description,
        link: texts.analytics!.linkLabel,
        href: paths.dashboardRuns,
      },
      {
        title: "Account Settings",
        text: texts.settings!.description,
        link: texts.settings!.linkLabel,
        href: paths.dashboardSettings,
      },
    ]);
  });

  it("lead to the Spanish pages in Spanish", async () => {
    await renderAreas({ "/es/dashboard": DashboardOverviewPage }, { content: spanish });
    const texts = spanish.overviewCards!;
    expect(cards()).toEqual([
      {
        title: texts.agents!.title,
        text: texts.agents!.description,
        link: texts.agents!.linkLabel,
        href: "/es/agents",
      },
      {
        title: texts.analytics!.title,
        text: texts.analytics!.description,
        link: texts.analytics!.linkLabel,
        href: "/es/dashboard/runs",
      },
      {
        title: texts.settings!.title,
        text: texts.settings!.description,
        link: texts.settings!.linkLabel,
        href: "/es/dashboard/settings",
      },
    ]);
    expect(texts.agents!.title).not.toBe(bundled.overviewCards!.agents!.title);
  });

  it("follow the content", async () => {
    const overviewCards = {
      ...bundled.overviewCards!,
      settings: { title: "You", description: "All of it", linkLabel: "Go" },
    };
    await render({ content: { ...bundled, overviewCards } });
    expect(cards()[2]).toEqual({
      title: "You",
      text: "All of it",
      link: "Go",
      href: paths.dashboardSettings,
    });
  });

  const invited = () => screen.queryByRole("region", { name: invitation.title! });

  it("invites a customer without an agent to start a free trial on the agents' page", async () => {
    await render({ client: backend({ "/api/agents": [json([])], "/api/workflows": [json([])] }).client });
    const region = await screen.findByRole("region", { name: invitation.title! });
    expect(region).toHaveTextContent(invitation.text!);
    expect(within(region).getByRole("link", { name: invitation.linkLabel! })).toHaveAttribute(
      "href",
      paths.agents,
    );
  });

  it("invites in Spanish, to the Spanish agents' page", async () => {
    const texts = spanish.trialInvitation!;
    await renderAreas(
      { "/es/dashboard": DashboardOverviewPage },
      { content: spanish, client: backend({ "/api/agents": [json([])] }).client },
    );
    const region = await screen.findByRole("region", { name: texts.title! });
    expect(region).toHaveTextContent(texts.text!);
    expect(within(region).getByRole("link", { name: texts.linkLabel! })).toHaveAttribute(
      "href",
      "/es/agents",
    );
  });

  it("does not invite while the agents load, only once they answer with none", async () => {
    const agents = deferred();
    await render({ client: backend({ "/api/agents": [agents.reply] }).client });
    await within(section("Analytics")).findByRole("img");
    expect(invited()).not.toBeInTheDocument();
    agents.resolve(json([]));
    expect(await screen.findByRole("region", { name: invitation.title! })).toBeInTheDocument();
  });

  it("does not invite when the agents could not be read", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await render({ client: backend({ "/api/agents": [new Response(null, { status: 503 })] }).client });
    expect(await within(section(bundled.attention!.title!)).findByRole("alert")).toHaveTextContent(
      bundled.attention!.uncheckedText!,
    );
    expect(invited()).not.toBeInTheDocument();
  });

  it("does not invite a customer who has agents", async () => {
    await render({ client: backend().client });
    await within(section(bundled.attention!.usageTitle!)).findAllByRole("listitem");
    expect(invited()).not.toBeInTheDocument();
  });

  it("does not invite without a backend, where nothing of the customer's can be known", async () => {
    await render();
    expect(await within(section("Analytics")).findByText(faults.noBackendText!)).toBeInTheDocument();
    expect(invited()).not.toBeInTheDocument();
  });
});
