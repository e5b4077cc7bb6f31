import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sectionsAddButton, type AddedItem } from "./insertMenu.fixture";
import { blockSchemas } from "../blocks/registry";
import { blockPictureUrl } from "../schemas/lib/blockPictures";
import { stubMatchMedia } from "../tests/unit/match-media";

// The insert menu of a page's sections, as a marketer opens it with "Add item": Sanity's own
// menu, with the Studio's config. Its pictures are captured from the site (scripts/block-pictures.ts).

// Sanity UI's layers read the screen's size.
stubMatchMedia();

/** The menu, opened; `onAdd` hears of the block picked. */
async function openMenu(onAdd?: (item: AddedItem) => void) {
  render(await sectionsAddButton(onAdd));
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Add item..." }));
  return user;
}

/** The menu's entries, once shown (jsdom lays nothing out: the popover counts as hidden). */
const entries = () =>
  waitFor(() => {
    const items = screen.getAllByRole("menuitem", { hidden: true });
    expect(items).toHaveLength(blockSchemas.length);
    return items;
  });

describe("the insert menu of a page's sections", () => {
  it("opens on a grid of every block type, each with its picture", async () => {
    await openMenu();
    const shown = (await entries()).map((item) => ({
      title: item.textContent,
      picture: item.querySelector("img")?.getAttribute("src"),
    }));
    expect(shown).toEqual(blockSchemas.map(({ name, title }) => ({ title, picture: blockPictureUrl(name) })));
    // The plain list is a click away.
    expect(
      screen
        .getAllByRole("button", { hidden: true })
        .some((button) => button.querySelector("[data-sanity-icon=ulist]")),
    ).toBe(true);
  }, 30_000);

  it("adds the block whose picture is clicked", async () => {
    const onAdd = vi.fn<(item: AddedItem) => void>();
    const user = await openMenu(onAdd);
    const faq = blockSchemas.find(({ name }) => name === "faq")!;
    const item = (await entries()).find((entry) => entry.textContent === faq.title)!;
    await user.click(within(item).getByRole("img", { hidden: true }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith({ _type: "faq", _key: "new" });
  }, 30_000);
});
