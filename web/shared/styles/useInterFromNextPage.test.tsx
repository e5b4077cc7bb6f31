import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FONT_CACHED_KEY } from "#web/shared/privacy/storageKeys.ts";
import { INTER_MARK } from "./fontSwitch";

// The module remembers that Inter has arrived: each test loads it anew.
let useInterFromNextPage: typeof import("./useInterFromNextPage").useInterFromNextPage;

const marked = () => document.documentElement.getAttribute(INTER_MARK.attribute) === INTER_MARK.value;

function Page() {
  useInterFromNextPage();
  return <Link to="/next">Next</Link>;
}

describe("useInterFromNextPage", () => {
  const load = vi.fn(() => Promise.resolve([{}] as FontFace[]));
  beforeEach(async () => {
    vi.resetModules();
    ({ useInterFromNextPage } = await import("./useInterFromNextPage"));
    document.documentElement.removeAttribute(INTER_MARK.attribute);
    localStorage.clear();
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
  });
  afterEach(() => {
    delete (document as { fonts?: unknown }).fonts;
    load.mockClear();
  });

  it("fetches Inter after the page's load without drawing this page in it, notes it, and draws the next page in it", async () => {
    const router = createMemoryRouter(
      [
        { path: "/", element: <Page /> },
        { path: "/next", element: <Page /> },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    // jsdom's document has loaded: the fetch follows the next frame.
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('16px "Inter"'));
    await vi.waitFor(() =>
      expect(localStorage.getItem(FONT_CACHED_KEY)).toMatch(/inter-latin-wght-normal.*\.woff2$/),
    );
    expect(marked()).toBe(false);

    await userEvent.click(screen.getByRole("link", { name: "Next" }));
    await act(() => Promise.resolve());
    expect(router.state.location.pathname).toBe("/next");
    expect(marked()).toBe(true);
  });

  it("notes nothing and keeps the fallbacks when the file cannot be fetched", async () => {
    load.mockImplementationOnce(() => Promise.reject(new Error("offline")));
    const router = createMemoryRouter([{ path: "*", element: <Page /> }]);
    render(<RouterProvider router={router} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await act(() => router.navigate("/other"));
    expect(localStorage.getItem(FONT_CACHED_KEY)).toBeNull();
    expect(marked()).toBe(false);
  });
});
