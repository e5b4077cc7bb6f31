import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { KeepHydratedData } from "./KeepHydratedData";

describe("KeepHydratedData", () => {
  it("keeps the data the page hydrated with under the router's address, not the address bar's", () => {
    const keep = vi.fn();
    const router = createMemoryRouter(
      [{ id: "list", path: "/list", handle: { keep }, loader: () => null, Component: KeepHydratedData }],
      { initialEntries: ["/list"], hydrationData: { loaderData: { list: "the list" } } },
    );
    // Back or Forward pressed before this mounted: the address bar shows where the router goes next.
    history.replaceState(null, "", "/list/no-such-item");

    render(<RouterProvider router={router} />);

    expect(keep).toHaveBeenCalledTimes(1);
    expect(keep).toHaveBeenCalledWith("/list", "the list");
  });
});
