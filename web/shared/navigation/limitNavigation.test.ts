// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubAppConfig } from "../../../tests/unit/app-config";
import { loadDocument } from "./loadDocument";
import { limitNavigation } from "./limitNavigation";
import { NAVIGATION_LIMIT_MS } from "./navigationInstrumentation";
import { mayOpen } from "./release";

vi.mock("./loadDocument", () => ({ loadDocument: vi.fn(() => new Promise(() => {})) }));
vi.mock("./release", () => ({ mayOpen: vi.fn(async () => true) }));

const never = () => new Promise(() => {});

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
    void limitNavigation(never, { to: "/page-two" }, NAVIGATION_LIMIT_MS);
    await vi.advanceTimersByTimeAsync(NAVIGATION_LIMIT_MS - 1);
    expect(loadDocument).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadDocument).toHaveBeenCalledWith(new URL("/page-two", window.location.href));
  });

  it("is left to the router when it arrives in time", async () => {
    const navigate = vi.fn(async () => {});
    await limitNavigation(navigate, { to: "/page-two" }, NAVIGATION_LIMIT_MS);
    await vi.advanceTimersByTimeAsync(NAVIGATION_LIMIT_MS * 2);
    expect(navigate).toHaveBeenCalledOnce();
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it("loads the page as a document at once when the app may not open it (another release or language)", async () => {
    vi.mocked(mayOpen).mockResolvedValueOnce(false);
    const navigate = vi.fn(async () => {});
    void limitNavigation(navigate, { to: "/es/page-two" }, NAVIGATION_LIMIT_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(mayOpen).toHaveBeenCalledWith("/es/page-two");
    expect(loadDocument).toHaveBeenCalledWith(new URL("/es/page-two", window.location.href));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves a step within the page and a form's post to the router", async () => {
    for (const info of [{ to: "/#contact" }, { to: "/page-two", formMethod: "post" }]) {
      void limitNavigation(never, info, NAVIGATION_LIMIT_MS);
    }
    await vi.advanceTimersByTimeAsync(NAVIGATION_LIMIT_MS * 2);
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it("has no limit inside the Presentation tool (framed by the Studio), whose answer has its own", async () => {
    stubAppConfig({ VITE_SANITY_STUDIO_URL: "https://studio.example" });
    vi.stubGlobal("top", {});
    void limitNavigation(never, { to: "/page-two" }, NAVIGATION_LIMIT_MS);
    await vi.advanceTimersByTimeAsync(NAVIGATION_LIMIT_MS * 2);
    expect(loadDocument).not.toHaveBeenCalled();
  });
});
