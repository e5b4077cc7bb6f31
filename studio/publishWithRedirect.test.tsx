import { ThemeProvider } from "@sanity/ui";
import { ToastProvider } from "@sanity/ui/toast";
import { buildTheme } from "@sanity/ui/theme";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DocumentActionComponent, DocumentActionProps } from "sanity";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SlugRedirectsQueryResult } from "../content/sanity.types";
import { paths } from "../content/paths";
import { withSlugRedirect } from "./publishWithRedirect";
import { stubMatchMedia } from "../tests/unit/match-media";

// The Publish action of a page, post or agent as the marketer meets it: rendered the way the
// Studio renders an action (its button, then its dialog), with a stand-in for the Content Lake.

const client = {
  fetch: vi.fn<(query: string, params: unknown) => Promise<SlugRedirectsQueryResult>>(),
  commit: vi.fn<(mutations: unknown[]) => Promise<unknown>>(),
};

vi.mock("sanity", async (original) => ({
  ...(await original<typeof import("sanity")>()),
  useClient: () => ({
    fetch: (query: string, params: unknown) => client.fetch(query, params),
    transaction: (mutations: unknown[]) => ({ commit: () => client.commit(mutations) }),
  }),
}));

/** The Studio's own Publish, standing in: it records that it published. */
const published = vi.fn();
const StudioPublish: DocumentActionComponent = () => ({ label: "Publish", onHandle: published });
StudioPublish.action = "publish";
const Publish = withSlugRedirect(StudioPublish);

const post = (slug: string) => ({
  _id: "post-1",
  _type: "post",
  _createdAt: "",
  _updatedAt: "",
  _rev: "",
  slug: { _type: "slug", current: slug },
});

/** How the Studio shows an action: a button, and its dialog while it has one. */
function ActionHost(props: DocumentActionProps) {
  const action = Publish(props);
  if (!action) return null;
  const dialog = action.dialog && action.dialog.type === "dialog" ? action.dialog : null;
  return (
    <>
      <button type="button" disabled={action.disabled} onClick={action.onHandle}>
        {action.label}
      </button>
      {dialog && (
        <div role="dialog" aria-label={String(dialog.header)}>
          {dialog.content}
          {dialog.footer}
        </div>
      )}
    </>
  );
}

function showAction(publishedSlug: string | null, draftSlug: string) {
  const props = {
    id: "post-1",
    type: "post",
    draft: { ...post(draftSlug), _id: "drafts.post-1" },
    published: publishedSlug ? post(publishedSlug) : null,
    version: null,
    release: undefined,
    scopeId: undefined,
    liveEdit: false,
    liveEditSchemaType: false,
    ready: true,
    transactionSyncLock: null,
    onComplete: () => {},
    initialValueResolved: true,
  } satisfies DocumentActionProps;
  render(
    <ThemeProvider theme={buildTheme()}>
      <ToastProvider>
        <ActionHost {...props} />
      </ToastProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

// Sanity UI's layers read the screen's size.
stubMatchMedia();

beforeEach(() => {
  published.mockReset();
  client.fetch.mockReset().mockResolvedValue([]);
  client.commit.mockReset().mockResolvedValue({});
});

const OLD = paths.post("old-name");
const NEW = paths.post("new-name");

describe("Publish with a changed slug", () => {
  it("publishes at once when the address stays", async () => {
    const user = showAction("same", "same");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(published).toHaveBeenCalledOnce();
    expect(client.fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("publishes at once on a first publish: no link can break", async () => {
    const user = showAction(null, "new-name");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(published).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers a redirect from the old address, and writes it before publishing", async () => {
    const user = showAction("old-name", "new-name");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "The address changes" });
    expect(dialog).toHaveTextContent(
      `The address changes from ${OLD} to ${NEW}. Links to ${OLD} will break.`,
    );
    expect(dialog).toHaveTextContent(`Create a redirect from ${OLD} to the new address?`);
    expect(published).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: "Publish and create redirect" }));
    expect(client.commit).toHaveBeenCalledWith([
      {
        createOrReplace: {
          _id: expect.stringMatching(/^redirect-/),
          _type: "redirect",
          from: OLD,
          to: { _type: "reference", _ref: "post-1" },
          permanent: true,
        },
      },
    ]);
    expect(published).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("publishes without a redirect when the marketer says so", async () => {
    const user = showAction("old-name", "new-name");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await user.click(await screen.findByRole("button", { name: "Publish without redirect" }));
    expect(client.commit).not.toHaveBeenCalled();
    expect(published).toHaveBeenCalledOnce();
  });

  it("says which redirects it updates or deletes: one from the old address, one from the new that would loop", async () => {
    client.fetch.mockResolvedValue([
      { _id: "redirect-old", from: OLD, toUrl: paths.contact, toId: null, leadsTo: paths.contact },
      { _id: "redirect-back", from: NEW, toUrl: null, toId: "post-1", leadsTo: NEW },
    ]);
    const user = showAction("old-name", "new-name");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog");
    expect(client.fetch).toHaveBeenCalledWith(expect.any(String), { from: OLD, to: NEW });
    expect(dialog).toHaveTextContent(
      `The redirect from ${OLD}, which leads to ${paths.contact} now, is updated to lead here.`,
    );
    expect(dialog).toHaveTextContent(
      `The redirect from ${NEW} to this document is deleted: it would hide or loop this address.`,
    );

    await user.click(within(dialog).getByRole("button", { name: "Publish and create redirect" }));
    expect(client.commit).toHaveBeenCalledWith([
      { createOrReplace: expect.objectContaining({ _id: "redirect-old", from: OLD }) },
      { delete: { id: "redirect-back" } },
    ]);
    expect(published).toHaveBeenCalledOnce();
  });

  it("publishes nothing and says why when the redirect cannot be saved", async () => {
    client.commit.mockRejectedValue(new Error("Insufficient permissions"));
    const user = showAction("old-name", "new-name");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await user.click(await screen.findByRole("button", { name: "Publish and create redirect" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not save the redirect (Insufficient permissions). Nothing was published.",
    );
    expect(published).not.toHaveBeenCalled();
    // The choice stays: try again, or publish without the redirect.
    expect(screen.getByRole("button", { name: "Publish and create redirect" })).toBeEnabled();
  });

  it("offers only to publish when the redirects cannot be read: a new one could double one", async () => {
    client.fetch.mockRejectedValue(new Error("Network down"));
    const user = showAction("old-name", "new-name");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Could not read the redirects (Network down), so none can be created now.",
    );
    expect(within(dialog).queryByRole("button", { name: "Publish and create redirect" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Publish without redirect" }));
    expect(published).toHaveBeenCalledOnce();
    expect(client.commit).not.toHaveBeenCalled();
  });
});
