import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubAppConfig } from "../../../tests/unit/app-config";
import { loadDocument } from "./loadDocument";
import { NAVIGATION_LIMIT_MS, navigationLimit } from "./navigationLimit";

vi.mock("./loadDocument", () => ({ loadDocument: vi.fn(() => new Promise(() => {})) }));
vi.mock("./release", () => ({ mayOpen: vi.fn(async () => true) }));

type Navigate = (
  navigate: () => Promise<unknown>,
  info: { to: unknown; formMethod?: string },
) => Promise<unknown>;

/** The instrumentation's wrapper of a navigation, as React Router calls it. */
function instrumentedNavigate(): Navigate {
  let wrap: Navigate | undefined;
  navigationLimit.router!({
    instrument: ({ navigate }: { navigate: Navigate }) => void (wrap = navigate),
  } as never);
  return wrap!;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(loadDocument).mockClear();
  window.history.replaceState(null, "", "/");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a click's navigation", () => {
  it("loads the page as a document once it has waited NAVIGATION_LIMIT_MS", async () => {
    void instrumentedNavigate()(() => new Promise(() => {}), { to: "/page-two" });
    await vi.advanceTimersByTimeAsync(NAVIGATION_LIMIT_MS - 1);
    expect(loadDocument).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadDocument).toHaveBeenCalledWith(new URL("/page-two", window.location.href));
  });

  it("is left to the router when it arrives in time", async () => {
    await instrumentedNavigate()(async () => {}, { to: "/page-two" });
    await vi.advanceTimersByTimeAsync(NAVIGATION_LIMIT_MS * 2);
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it("has no limit inside the Presentation tool (framed by the Studio), whose answer has its own", async () => {
    stubAppConfig({ VITE_SANITY_STUDIO_URL: "https://studio.example" });
    vi.stubGlobal("top", {});
    void instrumentedNavigate()(() => new Promise(() => {}), { to: "/page-two" });
    await vi.advanceTimersByTimeAsync(NAVIGATION_LIMIT_MS * 2);
    expect(loadDocument).not.toHaveBeenCalled();
  });
});
