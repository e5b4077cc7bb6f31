// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { ContentFetcher, Queries } from "#content/config.ts";

// The tool's side of the page's loaders, played here: the handshake (`onConnect`) comes when the
// test says, and each query the page listens to is answered at once.
const tool = vi.hoisted(() => ({ connect: () => {}, answers: 0 }));
vi.mock("@sanity/core-loader", () => ({
  createQueryStore: () => ({
    enableLiveMode: ({ onConnect }: { onConnect: () => void }) => void (tool.connect = onConnect),
    createFetcherStore: (query: string) => {
      const snapshot = { data: `answer to ${query}`, loading: false };
      return {
        subscribe: (listener: (value: typeof snapshot) => void) => {
          tool.answers += 1;
          listener(snapshot);
        },
        get: () => snapshot,
      };
    },
  }),
}));

const load = (fetch: ContentFetcher, q: Queries) => fetch(q.rootQuery);
const url = new URL("https://example.com/about-us");

beforeEach(() => {
  vi.resetModules();
  tool.answers = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

it("loads a route from the tool once the tool has answered the handshake", async () => {
  const { loadInPresentation } = await import("./presentationContent");
  const loading = loadInPresentation(load, url);
  tool.connect();
  await expect(loading).resolves.toMatch(/^answer to /);
});

it("keeps the prerendered content after 4 s without the tool, then loads the routes again when it answers", async () => {
  const { loadInPresentation, onContentChanged } = await import("./presentationContent");
  const reload = vi.fn();
  const loading = loadInPresentation(load, url);
  const kept = expect(loading).rejects.toThrow("The Presentation tool did not answer");
  await vi.advanceTimersByTimeAsync(3999);
  expect(tool.answers).toBe(0);
  await vi.advanceTimersByTimeAsync(1);
  await kept;
  // A navigation meanwhile does not wait for the tool again.
  await expect(loadInPresentation(load, url)).resolves.toBeUndefined();

  // The overlays' component registers after the tool has answered: the reload waits for it.
  tool.connect();
  await vi.advanceTimersByTimeAsync(0);
  expect(reload).not.toHaveBeenCalled();
  onContentChanged(reload);
  expect(reload).toHaveBeenCalledTimes(1);
  await expect(loadInPresentation(load, url)).resolves.toMatch(/^answer to /);
});
