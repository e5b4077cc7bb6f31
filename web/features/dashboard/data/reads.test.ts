import { afterEach, describe, expect, it, vi } from "vitest";
import type { AgentSubscription, BackendClient } from "#web/shared/api/backend.ts";
import { paths } from "#content/paths.ts";
import { provideCustomer, type Customer } from "./customer";
import { recall } from "./loadMemory";
import { areaLoader } from "./areaLoader";
import { read } from "./reads";

const page = { content: "the page's texts", head: [] };
const navigation = (address: string) => ({
  url: new URL(address, "https://site.test"),
  serverLoader: async () => page,
});
const subscription = { id: "sub-1" } as AgentSubscription;

/** A backend client whose subscriptions call is `getAgents`. */
const clientWith = (getAgents: () => Promise<AgentSubscription[]>) =>
  ({ getAgents }) as unknown as BackendClient;

/** Ada signed in, with `client` as her backend client. */
const ada = (client: Customer["client"]): Customer => ({
  account: "ada",
  client,
  loadProfile: async () => null,
  saveProfile: async () => null,
});

let forget = () => {};
afterEach(() => forget());

describe("an area's loader", () => {
  it("gives the page's texts and its reads at once; the reads ask once the guard knows the customer", async () => {
    const getAgents = vi.fn(async () => [subscription]);
    const clientLoader = areaLoader(
      async () => page,
      async () => () => ({ agents: read((client) => client.getAgents(), "agents") }),
    );
    const data = await clientLoader(navigation(paths.dashboardAgents));
    expect(data.content).toBe(page.content);
    // Nobody is signed in yet (the page hydrates, the session is being restored): nothing is asked.
    await Promise.resolve();
    expect(getAgents).not.toHaveBeenCalled();

    forget = provideCustomer(ada(async () => clientWith(getAgents)));
    await expect(data.reads!.agents.value).resolves.toEqual([subscription]);
    expect(getAgents).toHaveBeenCalledTimes(1);
    // What the tab remembers of the call, for Ada only: it shows while the list is read again.
    expect(recall("ada", "agents")).toEqual([subscription]);
    expect(recall("grace", "agents")).toBeUndefined();
  });

  it("runs as the page hydrates (the first page of a visit has its reads too)", () => {
    expect(
      areaLoader(
        async () => page,
        async () => () => ({}),
      ).hydrate,
    ).toBe(true);
  });

  it("starts no read for a prefetch: a link's hover asks the backend nothing", async () => {
    const reads = vi.fn(async () => () => ({}));
    const data = await areaLoader(async () => page, reads)(navigation(`${paths.dashboardAgents}?prefetch`));
    expect(data).toEqual(page);
    // Not even the reads' code is fetched.
    expect(reads).not.toHaveBeenCalled();
  });

  it("reads again for a move of the query alone, keeping the path's texts; anything else loads them", async () => {
    const texts = vi.fn(async () => page);
    const reads = vi.fn((url: URL) => ({ status: url.searchParams.get("status") }));
    const clientLoader = areaLoader(texts, async () => reads);
    const move = (from: string, to: string) =>
      clientLoader.shouldRevalidate({
        currentUrl: new URL(from, "https://site.test"),
        nextUrl: new URL(to, "https://site.test"),
        defaultShouldRevalidate: false,
      } as Parameters<typeof clientLoader.shouldRevalidate>[0]);
    const runs = paths.dashboardRuns;
    await clientLoader(navigation(runs));
    expect(texts).toHaveBeenCalledTimes(1);

    // A filter chosen: the loader runs again, for the new query, with the texts it gave.
    expect(move(runs, `${runs}?status=failed`)).toBe(true);
    const filtered = await clientLoader(navigation(`${runs}?status=failed`));
    expect(filtered.reads).toEqual({ status: "failed" });
    expect(filtered.content).toBe(page.content);
    expect(texts).toHaveBeenCalledTimes(1);

    // A revalidation (Retry, a live refresh) loads the texts as React Router would.
    expect(move(`${runs}?status=failed`, `${runs}?status=failed`)).toBe(false);
    await clientLoader(navigation(`${runs}?status=failed`));
    expect(texts).toHaveBeenCalledTimes(2);
    // So does coming back from elsewhere with another query.
    await clientLoader(navigation(`${runs}?status=queued`));
    expect(texts).toHaveBeenCalledTimes(3);
  });
});

describe("a read", () => {
  it("is null when no backend is configured", async () => {
    forget = provideCustomer(ada(async () => null));
    await expect(read((client) => client.getAgents()).value).resolves.toBeNull();
  });

  it("fails with what the client threw (the deadline, the refreshed token and the reply check are the client's)", async () => {
    const timeout = new DOMException("signal is aborted without reason", "AbortError");
    forget = provideCustomer(ada(async () => clientWith(() => Promise.reject(timeout))));
    await expect(read((client) => client.getAgents(), "agents").value).rejects.toBe(timeout);
  });
});
