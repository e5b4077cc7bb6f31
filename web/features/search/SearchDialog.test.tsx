import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seedNavigation } from "../../../tests/unit/seed-content";
import { paths } from "#content/paths.ts";
import { loadPagefind, type Pagefind, type PagefindData } from "./pagefind";
import { SearchDialog } from "./SearchDialog";

vi.mock("./pagefind", () => ({ loadPagefind: vi.fn() }));

const pages: Record<string, PagefindData[]> = {
  refund: [
    {
      url: paths.terms,
      excerpt: "our <mark>refund</mark> rules",
      meta: { title: "Terms and Conditions" },
      sub_results: [{ title: "Refunds", url: `${paths.terms}#refunds`, excerpt: "a <mark>refund</mark>" }],
    },
    { url: paths.pricing, excerpt: "<mark>refund</mark> in 30 days", meta: { title: "Pricing" } },
  ],
};

const pagefind: Pagefind = {
  options: async () => {},
  init: async () => {},
  preload: async () => {},
  destroy: async () => {},
  search: async (term) => ({
    results: (pages[term] ?? []).map((data, index) => ({ id: String(index), data: async () => data })),
  }),
};

// jsdom has no modal dialogs.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
  };
});
beforeEach(() => {
  vi.mocked(loadPagefind).mockResolvedValue(pagefind);
});

function renderDialog() {
  const onClose = vi.fn();
  const Stub = createRoutesStub([
    { path: "/", Component: () => <SearchDialog labels={seedNavigation} onClose={onClose} /> },
    { path: "*", Component: () => <p>Another page</p> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { onClose, field: screen.getByRole("searchbox", { name: seedNavigation?.searchLabel ?? "" }) };
}

describe("SearchDialog", () => {
  it("shows the results as you type, counted for screen readers, the matched words marked", async () => {
    const { field } = renderDialog();
    expect(field).toHaveFocus();
    await userEvent.type(field, "refund");
    expect(await screen.findByText(`2 ${seedNavigation?.searchResultsLabel}`)).toHaveRole("status");
    const terms = screen.getByRole("link", { name: /^Terms and Conditions/ });
    expect(terms).toHaveAttribute("href", paths.terms);
    expect(within(terms).getByText("refund").tagName).toBe("MARK");
    expect(screen.getByRole("link", { name: /^Refunds/ })).toHaveAttribute("href", `${paths.terms}#refunds`);
  });

  it("moves through the results with the arrow keys and back to the field", async () => {
    const { field } = renderDialog();
    await userEvent.type(field, "refund");
    await screen.findByText(`2 ${seedNavigation?.searchResultsLabel}`);
    const links = screen.getAllByRole("link");
    await userEvent.keyboard("{ArrowDown}");
    expect(links[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(links[2]).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(field).toHaveFocus();
  });

  it("opens the first result with Enter in the field, without giving focus back", async () => {
    const { field, onClose } = renderDialog();
    await userEvent.type(field, "refund");
    await screen.findByText(`2 ${seedNavigation?.searchResultsLabel}`);
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Another page")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it("says when nothing matches and links to the contact page", async () => {
    const { field } = renderDialog();
    await userEvent.type(field, "nothing");
    expect(await screen.findByText(seedNavigation?.searchNoResultsText ?? "")).toHaveRole("status");
    expect(screen.getByRole("link", { name: seedNavigation?.searchContactLabel ?? "" })).toHaveAttribute(
      "href",
      paths.contact,
    );
  });

  it("reports an index that failed to load", async () => {
    vi.mocked(loadPagefind).mockRejectedValue(new Error("offline"));
    renderDialog();
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(seedNavigation?.searchFailedText ?? ""),
    );
  });

  it("closes with the close button, giving focus back", async () => {
    const { onClose } = renderDialog();
    await userEvent.click(screen.getByRole("button", { name: seedNavigation?.closeSearchLabel ?? "" }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it("closes with Escape from the field, giving focus back", async () => {
    const { onClose, field } = renderDialog();
    await userEvent.type(field, "refund{Escape}");
    expect(onClose).toHaveBeenCalledWith(true);
  });
});
