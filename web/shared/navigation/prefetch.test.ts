// @vitest-environment jsdom
import { fireEvent } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "#content/paths.ts";
import { prefetchWhenIdle } from "./prefetch";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A header unmounted while the network was still busy (a test's page torn down, a navigation)
// must not go on to touch the window it no longer has.
it("stops waiting for a quiet network once its header is gone", async () => {
  vi.useFakeTimers();
  const idle = vi.fn((done: () => void) => setTimeout(done));
  vi.stubGlobal("requestIdleCallback", idle);
  const stop = new AbortController();
  const prefetching = prefetchWhenIdle([paths.pricing, paths.about], stop.signal);
  stop.abort();
  await vi.runAllTimersAsync();
  await expect(prefetching).resolves.toBeUndefined();
  expect(idle).not.toHaveBeenCalled();
});

describe("prefetchOnIntent", () => {
  // A fresh module each time: a page is asked for once per half minute.
  async function onIntent() {
    vi.resetModules();
    const prefetch = await import("./prefetch");
    document.documentElement.lang = "en";
    document.body.innerHTML = `
      <a href="${paths.pricing}">Pricing</a>
      <a href="${paths.about}" target="_blank">About</a>
      <div ${prefetch.PREFETCH_GROUP}><button>AI Agents</button>
        <ul hidden><li><a href="${paths.agents}">All</a></li><li><a href="${paths.agent("data-analyst")}">Data</a></li></ul>
      </div>
      <p>Text</p>`;
    cleanups.push(prefetch.prefetchOnIntent());
    // prefetchPage asks the host for its release before it publishes the page.
    const pending = async () => {
      await vi.advanceTimersByTimeAsync(0);
      return prefetch.prefetches.pending();
    };
    return { pending };
  }
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));
  const element = (selector: string) => document.querySelector(selector)!;

  it("prefetches a link hovered for 80 ms, not one a pointer passes over", async () => {
    vi.useFakeTimers();
    const { pending } = await onIntent();
    const pricing = element(`a[href="${paths.pricing}"]`);
    fireEvent.mouseOver(pricing);
    await vi.advanceTimersByTimeAsync(40);
    fireEvent.mouseOut(pricing, { relatedTarget: element("p") });
    await vi.advanceTimersByTimeAsync(200);
    expect(await pending()).toEqual([]);

    fireEvent.mouseOver(pricing);
    await vi.advanceTimersByTimeAsync(80);
    expect(await pending()).toEqual([paths.pricing]);
  });

  it("takes a hover on a group of links, such as a menu opening, as intent for each of its links", async () => {
    vi.useFakeTimers();
    const { pending } = await onIntent();
    fireEvent.mouseOver(element("button"));
    await vi.advanceTimersByTimeAsync(40);
    // On to a link of the same group: still the same intent, its timer runs on.
    fireEvent.mouseOut(element("button"), { relatedTarget: element("li a") });
    fireEvent.mouseOver(element("li a"));
    await vi.advanceTimersByTimeAsync(40);
    expect(await pending()).toEqual([paths.agents, paths.agent("data-analyst")]);
  });

  it("prefetches at once on a touch, of a link or a group, and on a link's focus; never a link that opens elsewhere", async () => {
    vi.useFakeTimers();
    const { pending } = await onIntent();
    fireEvent.focusIn(element(`a[href="${paths.about}"]`));
    fireEvent.touchStart(element(`a[href="${paths.about}"]`));
    // Focus passing through a group (tabbing along the navbar) is not intent for all its links.
    fireEvent.focusIn(element("button"));
    expect(await pending()).toEqual([]);
    fireEvent.touchStart(element("button"));
    expect(await pending()).toEqual([paths.agents, paths.agent("data-analyst")]);
    fireEvent.focusIn(element(`a[href="${paths.pricing}"]`));
    expect(await pending()).toEqual([paths.agents, paths.agent("data-analyst"), paths.pricing]);
  });
});

/**
 * A fresh prefetch module (fake timers) on a page whose document was `bytes` and whose later
 * resources are those pushed to `resources`, as the Resource Timing API reports them; its
 * prefetcher runs unless `ready` is false.
 */
async function pageThatLoaded(bytes: number, { ready = true } = {}) {
  vi.useFakeTimers();
  vi.resetModules();
  const { prefetchWhenIdle: whenIdle, prefetches } = await import("./prefetch");
  document.documentElement.lang = "en";
  const resources: { initiatorType: string; transferSize: number }[] = [];
  const document_ = { initiatorType: "navigation", transferSize: bytes };
  vi.spyOn(performance, "getEntriesByType").mockImplementation(
    (type) => (type === "navigation" ? [document_] : resources) as never,
  );
  if (ready) prefetches.ready();
  /** The prefetch of `path` has loaded `entries`. */
  const loaded = async (path: string, ...entries: typeof resources) => {
    resources.push(...entries);
    prefetches.done(path);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { whenIdle, prefetches, resources, loaded };
}

const AGENTS = ["content-creator", "data-analyst", "seo-specialist"].map((slug) => paths.agent(slug));
const FIRST_AGENT_PAGE = [
  { initiatorType: "script", transferSize: 10_000 },
  { initiatorType: "fetch", transferSize: 4_000 },
];

it("counts as a prefetch's cost its data and code, and the page's own font and images arriving meanwhile as the page's", async () => {
  // The page loaded 100 KB for itself: a quarter, 25 KB, may go to prefetches.
  const { whenIdle, prefetches, resources } = await pageThatLoaded(100_000);
  void whenIdle([paths.pricing, paths.about, paths.contact]);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(prefetches.pending()).toEqual([paths.pricing]);
  // The first page's data and code (14 KB), and the typeface and an image (60 KB) meanwhile.
  resources.push(
    { initiatorType: "fetch", transferSize: 6_000 },
    { initiatorType: "script", transferSize: 8_000 },
    { initiatorType: "css", transferSize: 48_000 },
    { initiatorType: "img", transferSize: 12_000 },
  );
  prefetches.done(paths.pricing);
  await vi.advanceTimersByTimeAsync(0);
  expect(prefetches.pending()).toEqual([paths.about]);
  // The page has loaded 160 KB for itself now: 40 KB may go to prefetches (not 25 KB: the next
  // page, at the dearest one's cost, fits). 28 KB spent: the next would pass 40 KB.
  resources.push({ initiatorType: "fetch", transferSize: 14_000 });
  prefetches.done(paths.about);
  await vi.advanceTimersByTimeAsync(0);
  expect(prefetches.pending()).toEqual([]);
});

it("waits for the prefetcher: what the page loads as it starts is the page's own weight, not the first prefetch's cost", async () => {
  // The page loaded 100 KB for itself.
  const { whenIdle, prefetches, resources, loaded } = await pageThatLoaded(100_000, { ready: false });
  void whenIdle([paths.pricing, paths.about]);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(prefetches.pending()).toEqual([]);
  // Once it has hydrated, its prefetcher and the code every navigation runs first (20 KB).
  resources.push({ initiatorType: "script", transferSize: 20_000 });
  prefetches.ready();
  await vi.advanceTimersByTimeAsync(2_000);
  expect(prefetches.pending()).toEqual([paths.pricing]);
  await loaded(paths.pricing, { initiatorType: "fetch", transferSize: 10_000 });
  // 120 KB its own: 30 KB may go to prefetches. 10 KB spent: the next, at 10 KB, fits (counted
  // with the 20 KB as the first page's cost, it would not).
  expect(prefetches.pending()).toEqual([paths.about]);
});

it("counts the next page at the cost of the dearest so far, not the last, which may have found its code loaded", async () => {
  // The page loaded 100 KB for itself: a quarter, 25 KB, may go to prefetches.
  const { whenIdle, prefetches, resources } = await pageThatLoaded(100_000);
  void whenIdle([paths.pricing, paths.about, paths.contact]);
  await vi.advanceTimersByTimeAsync(2_000);
  // The first page brings 12 KB (its data and the code the next shares); the next, 2 KB.
  resources.push({ initiatorType: "script", transferSize: 12_000 });
  prefetches.done(paths.pricing);
  await vi.advanceTimersByTimeAsync(0);
  expect(prefetches.pending()).toEqual([paths.about]);
  resources.push({ initiatorType: "fetch", transferSize: 2_000 });
  prefetches.done(paths.about);
  await vi.advanceTimersByTimeAsync(0);
  // 14 KB spent; another 12 KB would pass 25 KB (another 2 KB would not).
  expect(prefetches.pending()).toEqual([]);
});

it("counts a page at the cost of the last one of its section's data (one route's pages share their code)", async () => {
  // The page loaded 100 KB for itself: a quarter, 25 KB, may go to prefetches.
  const { whenIdle, prefetches, loaded } = await pageThatLoaded(100_000);
  void whenIdle([...AGENTS, paths.about]);
  await vi.advanceTimersByTimeAsync(2_000);
  // The first agent page brings its code and data (14 KB), the next its data (4 KB): counted at
  // the first one's whole cost, it would not fit.
  await loaded(AGENTS[0], ...FIRST_AGENT_PAGE);
  expect(prefetches.pending()).toEqual([AGENTS[1]]);
  await loaded(AGENTS[1], { initiatorType: "fetch", transferSize: 4_000 });
  // 18 KB spent: the third agent page, at the second's data, 4 KB, fits (at the dearest's 14 KB
  // it would not); About, a route of its own, at the dearest's 14 KB, does not.
  expect(prefetches.pending()).toEqual([AGENTS[2]]);
  await loaded(AGENTS[2], { initiatorType: "fetch", transferSize: 4_000 });
  expect(prefetches.pending()).toEqual([]);
});

it("counts a section's later pages at the whole cost of the last one beyond the first, whose code they do not all share", async () => {
  // The page loaded 100 KB for itself: a quarter, 25 KB, may go to prefetches.
  const { whenIdle, prefetches, loaded } = await pageThatLoaded(100_000);
  void whenIdle(AGENTS);
  await vi.advanceTimersByTimeAsync(2_000);
  await loaded(AGENTS[0], ...FIRST_AGENT_PAGE);
  // The second brings its data and an icon of its own (6 KB).
  await loaded(
    AGENTS[1],
    { initiatorType: "fetch", transferSize: 4_000 },
    { initiatorType: "script", transferSize: 2_000 },
  );
  // 20 KB spent: the third, at the second's 6 KB, would pass 25 KB (at its data's 4 KB it would not).
  expect(prefetches.pending()).toEqual([]);
});

describe("the host's release", () => {
  afterEach(() => void delete document.documentElement.dataset.release);

  /** A page of release `running` on a host that serves `serving`, each question to it counted. */
  function onHostServing(serving: string) {
    document.documentElement.dataset.release = "running";
    const asked = vi.fn(async () => new Response(JSON.stringify({ release: serving })));
    vi.stubGlobal("fetch", asked);
    return asked;
  }

  it("is asked once for all the pages prefetched when idle, not before each (a round trip each)", async () => {
    const { whenIdle, prefetches, loaded } = await pageThatLoaded(100_000);
    const asked = onHostServing("running");
    void whenIdle([paths.pricing, paths.about, paths.contact]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(prefetches.pending()).toEqual([paths.pricing]);
    await loaded(paths.pricing, { initiatorType: "fetch", transferSize: 2_000 });
    await loaded(paths.about, { initiatorType: "fetch", transferSize: 2_000 });
    expect(prefetches.pending()).toEqual([paths.contact]);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("serving another release, nothing is prefetched when idle", async () => {
    const { whenIdle, prefetches } = await pageThatLoaded(100_000);
    const asked = onHostServing("next");
    void whenIdle([paths.pricing, paths.about]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(prefetches.pending()).toEqual([]);
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
