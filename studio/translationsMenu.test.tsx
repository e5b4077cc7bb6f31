import { render, screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  DATASET,
  sent,
  translationsMenu,
  WITH_TRANSLATION,
  WITHOUT_TRANSLATION,
  type Navigate,
} from "./translationsMenu.fixture";
import { stubMatchMedia } from "../tests/unit/match-media";

// The Translations menu of a document's header, as a marketer uses it: the plugin's own menu,
// with the Studio's config, for documents of the bundled dataset with and without a Spanish translation.

// Sanity UI's layers read the screen's size.
stubMatchMedia();

type Link = { language: string; value: { _ref: string } };

/** The dataset's translation of a document in a language, from its `translation.metadata` document. */
function translationOf(id: string, language: string) {
  const links = DATASET.filter(({ _type }) => _type === "translation.metadata")
    .map(({ translations }) => translations as Link[])
    .find((links) => links.some(({ value }) => value._ref === id));
  return links?.find((link) => link.language === language)?.value._ref;
}

const iconOf = (button: HTMLElement) =>
  button.querySelector("[data-sanity-icon]")?.getAttribute("data-sanity-icon");

/** The document's header, its Translations menu opened. */
async function openMenu(documentId: string, onNavigate?: Navigate) {
  const menu = await translationsMenu(documentId, onNavigate);
  render(menu.view);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Translations" }));
  return { ...menu, user };
}

/** A button of the open menu, once the menu has read the document's translations. */
function entry(name: RegExp) {
  // jsdom lays nothing out: the menu's anchor seems off screen, so the popover is marked hidden.
  return waitFor(() => {
    const button = screen.getByRole("button", { name, hidden: true });
    // While it reads them, a language shows a spinner or the "set language" pencil.
    expect(["checkmark", "split-vertical", "add", "cog"]).toContain(iconOf(button));
    return button;
  });
}

/** What the Studio says of a button when the pointer rests on it. */
async function tooltipOf(user: UserEvent, button: HTMLElement) {
  await user.hover(button);
  return waitFor(() => {
    const shown = [...document.querySelectorAll<HTMLElement>("[data-ui=Tooltip]")].filter(
      (tooltip) => tooltip.style.display !== "none",
    );
    expect(shown).toHaveLength(1);
    return shown[0].textContent;
  });
}

beforeEach(() => {
  sent.splice(0);
});

describe("the Translations menu", () => {
  it("opens the Spanish translation of the pricing page beside it, the English one being current", async () => {
    const translation = translationOf(WITH_TRANSLATION, "es");
    expect(translation, `${WITH_TRANSLATION} has a Spanish translation in the dataset`).toBeDefined();
    const navigate = vi.fn<Navigate>();
    const { user, router, doc } = await openMenu(WITH_TRANSLATION, navigate);

    // The current language is greyed out: nothing to open or create.
    expect(await entry(/^English/)).toBeDisabled();
    const spanish = await entry(/^Spanish/);
    expect(spanish).toBeEnabled();
    expect(iconOf(spanish)).toBe("split-vertical");
    expect(await tooltipOf(user, spanish)).toBe("Open Spanish translation");
    expect(await entry(/^Manage Translations$/)).toBeEnabled();

    await user.click(spanish);
    expect(navigate).toHaveBeenCalledOnce();
    const [[{ path }]] = navigate.mock.calls;
    expect(router.decode(path)).toEqual({
      panes: [
        [{ id: WITH_TRANSLATION, params: { type: doc._type } }],
        [{ id: translation, params: { type: doc._type } }],
      ],
    });
    expect(sent).toEqual([]);
  }, 30_000);

  it("creates a Spanish translation of a post that has none, and links the two", async () => {
    expect(
      translationOf(WITHOUT_TRANSLATION, "es"),
      `${WITHOUT_TRANSLATION} has no Spanish translation in the dataset`,
    ).toBeUndefined();
    const navigate = vi.fn<Navigate>();
    const { user, doc } = await openMenu(WITHOUT_TRANSLATION, navigate);

    const english = await entry(/^English/);
    expect(english).toBeDisabled();
    expect(iconOf(english)).toBe("checkmark");
    const spanish = await entry(/^Spanish/);
    expect(spanish).toBeEnabled();
    expect(iconOf(spanish)).toBe("add");
    expect(await tooltipOf(user, spanish)).toBe("Create new Spanish translation");
    // No translation, so no metadata document to manage yet.
    expect(await entry(/^Manage Translations$/)).toBeDisabled();

    await user.click(spanish);
    // The plugin's three requests come before its toast: over findBy's 1 s on two busy cores.
    expect(
      await screen.findByText('Created "Spanish" translation', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(sent).toHaveLength(3);
    const [{ create }, { createIfNotExists: metadata }, { patch }] = sent as [
      { create: Record<string, unknown> & { _id: string } },
      { createIfNotExists: { _id: string; _type: string; translations: Link[] } },
      { patch: { id: string; insert: { items: Link[] } } },
    ];
    // A draft copy of the post, in Spanish.
    expect(create).toMatchObject({ ...doc, _id: expect.stringMatching(/^drafts\./), language: "es" });
    const translation = create._id.replace(/^drafts\./, "");
    expect(metadata).toMatchObject({
      _type: "translation.metadata",
      translations: [{ language: "en", value: { _ref: WITHOUT_TRANSLATION } }],
    });
    expect(patch).toMatchObject({
      id: metadata._id,
      insert: { items: [{ language: "es", value: { _ref: translation } }] },
    });
  }, 30_000);
});
