import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub } from "react-router";
import { createBackendClient, type Profile } from "#web/shared/api/backend.ts";
import type { AuthContextValue, AuthUser } from "#web/shared/auth/authState.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import { AuthStandInProvider, authStandIn } from "../../../../tests/unit/auth-stand-in";
import { seedDocument } from "../../../../tests/unit/seed-content";
import type { SettingsTexts } from "#content/contentTypes.ts";
import { settingsAreaReads, type SettingsAreaReads } from "../data/areaReads";
import { profileAction } from "../data/profileAction";
import { useCustomerForReads } from "../data/customer";
import { useAreaReads, useRead } from "../data/reads";
import { AccountSettings } from "./AccountSettings";
import { DashboardShell } from "../shell/DashboardShell";

const bundled = seedDocument("dashboardPage") as DashboardPageContent;
const texts = bundled.settingsCard!;
const faults = bundled.loadStates!;

const ada: AuthUser = {
  uid: "u1",
  displayName: "Ada Lovelace",
  email: "ada@example.com",
  emailVerified: false,
  hasPassword: true,
};
const profile: Profile = {
  firebase_uid: "u1",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  company_name: "Analytical Engines",
  phone: "+44 20 7946 0000",
};

type Reply = Response | Error | DOMException;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The site's real backend client over a fetch that gives `replies` in turn, the last one repeated. */
function profileLoader(replies: Reply[]) {
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    // A reply out of contract is reported: the backend's team has been told.
    if (String(url).endsWith("/api/client-reports")) return json({ received: true }, 202);
    const next = replies.length > 1 ? replies.shift()! : replies[0];
    if (!(next instanceof Response)) throw next;
    return next.clone();
  });
  const client = createBackendClient({ host: "http://backend.test", getIdToken: async () => "token", fetch });
  return { loadProfile: () => client.getProfile(), fetch };
}

/** The Settings area as it shows them, under its heading, with its route's read of the profile. */
function SettingsArea({ content }: { content: SettingsTexts }) {
  useCustomerForReads();
  const profile = useRead(useAreaReads<SettingsAreaReads>().profile);
  return (
    <DashboardShell navigation={bundled.navigation} title={content?.title}>
      <AccountSettings profile={profile} texts={content} loadTexts={faults} />
    </DashboardShell>
  );
}

async function renderSettings(auth: Partial<AuthContextValue> = {}, content: SettingsTexts = texts) {
  const value = authStandIn({
    status: "signed-in",
    user: ada,
    loadProfile: vi.fn(async () => profile),
    ...auth,
  });
  const root = { messages: en };
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => root,
      children: [
        {
          path: "/",
          // The Settings route's loader and action (web/routes/dashboard/settings/route.tsx).
          loader: () => ({ reads: settingsAreaReads() }),
          action: profileAction,
          Component: () => <SettingsArea content={content} />,
          HydrateFallback: () => null,
        },
      ],
    },
  ]);
  render(
    <AuthStandInProvider value={value}>
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root } }} />
    </AuthStandInProvider>,
  );
  await screen.findByRole("heading", { level: 1 });
  return value;
}

const field = (label: string | null | undefined) => screen.getByLabelText(label!);
const profileForm = () => screen.getByRole("form", { name: texts.profileTitle! });
const passwordForm = () => screen.getByRole("form", { name: texts.passwordTitle! });

afterEach(() => vi.restoreAllMocks());

describe("AccountSettings: the profile", () => {
  it("shows the backend's profile and saves what was typed, the display name with it", async () => {
    const user = userEvent.setup();
    const saveProfile = vi.fn(async () => profile);
    const auth = await renderSettings({ saveProfile });
    expect(screen.getByRole("heading", { level: 1, name: texts.title! })).toBeInTheDocument();
    expect(await screen.findByLabelText(texts.firstNameLabel!)).toHaveValue("Ada");
    expect(field(texts.lastNameLabel)).toHaveValue("Lovelace");
    expect(field(texts.companyLabel)).toHaveValue("Analytical Engines");
    expect(field(texts.phoneLabel)).toHaveValue("+44 20 7946 0000");
    expect(field(texts.firstNameLabel)).toHaveAttribute("autocomplete", "given-name");
    expect(field(texts.lastNameLabel)).toHaveAttribute("autocomplete", "family-name");
    expect(field(texts.companyLabel)).toHaveAttribute("autocomplete", "organization");
    expect(field(texts.phoneLabel)).toHaveAttribute("autocomplete", "tel");

    await user.clear(field(texts.lastNameLabel));
    await user.type(field(texts.lastNameLabel), " King ");
    await user.clear(field(texts.phoneLabel));
    await user.click(within(profileForm()).getByRole("button", { name: texts.saveLabel! }));

    expect(await within(profileForm()).findByRole("status")).toHaveTextContent(texts.profileUpdatedText!);
    expect(saveProfile).toHaveBeenCalledWith({
      firstName: "Ada",
      lastName: "King",
      companyName: "Analytical Engines",
      phone: "",
    });
    expect(within(profileForm()).getByRole("status").closest("[tabindex]")).toHaveFocus();
    // Saved by the route's action, after which its loader read the profile again; the form stayed.
    expect(auth.loadProfile).toHaveBeenCalledTimes(2);
    expect(field(texts.lastNameLabel)).toHaveValue(" King ");
  });

  it("saves, with an empty message, when the content has no text for it", async () => {
    const user = userEvent.setup();
    const saveProfile = vi.fn(async () => profile);
    await renderSettings({ saveProfile }, { ...texts, profileUpdatedText: undefined });
    await screen.findByLabelText(texts.firstNameLabel!);
    await user.click(within(profileForm()).getByRole("button", { name: texts.saveLabel! }));
    expect(await within(profileForm()).findByRole("status")).toHaveTextContent(/^$/);
    expect(saveProfile).toHaveBeenCalledOnce();
  });

  it("asks for a first and last name, as the sign-up does, and focuses the first one missing", async () => {
    const user = userEvent.setup();
    const saveProfile = vi.fn(async () => profile);
    await renderSettings({ saveProfile });
    await user.clear(await screen.findByLabelText(texts.lastNameLabel!));
    await user.clear(field(texts.firstNameLabel));
    await user.type(field(texts.firstNameLabel), "   ");
    await user.click(within(profileForm()).getByRole("button", { name: texts.saveLabel! }));
    expect(screen.getByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(field(texts.firstNameLabel)).toHaveFocus();
    expect(field(texts.firstNameLabel)).toHaveAttribute("aria-invalid", "true");
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it("keeps what was typed when the save fails, and says what failed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    await renderSettings({
      saveProfile: vi.fn(async () => Promise.reject(new Error("HTTP error! status: 503"))),
    });
    await user.clear(await screen.findByLabelText(texts.companyLabel!));
    await user.type(field(texts.companyLabel), "Babbage & Co");
    await user.click(within(profileForm()).getByRole("button", { name: texts.saveLabel! }));
    expect(await within(profileForm()).findByRole("alert")).toHaveTextContent(
      `Failed to update profile. ${faults.serverText}`,
    );
    expect(field(texts.companyLabel)).toHaveValue("Babbage & Co");
    expect(within(profileForm()).getByRole("button", { name: texts.saveLabel! })).toBeEnabled();
  });

  it("says plainly that no backend is configured", async () => {
    await renderSettings({ loadProfile: vi.fn(async () => null) });
    expect(await screen.findByText(faults.noBackendText!)).toBeInTheDocument();
    expect(screen.queryByLabelText(texts.firstNameLabel!)).not.toBeInTheDocument();
  });

  it.each([
    ["a backend that is down", new TypeError("Failed to fetch"), faults.downText, 1],
    [
      "no answer in 10 s",
      new DOMException("signal is aborted without reason", "AbortError"),
      faults.timeoutText,
      1,
    ],
    ["401 after one token refresh", new Response(null, { status: 401 }), faults.unauthorizedText, 2],
    ["a reply that breaks the contract", json({ ...profile, phone: 42 }), faults.mismatchText, 1],
    ["a 5xx", new Response("down", { status: 500 }), faults.serverText, 1],
  ])(
    "says what failed for %s, keeps the other settings working, and retries",
    async (_cause, reply, message, calls) => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      vi.spyOn(console, "error").mockImplementation(() => {});
      const user = userEvent.setup();
      const fails = Array.from({ length: calls }, () => (reply instanceof Response ? reply.clone() : reply));
      const { loadProfile, fetch } = profileLoader([...fails, json(profile)]);
      await renderSettings({ loadProfile });

      await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(message!));
      expect(fetch.mock.calls.filter(([url]) => String(url).endsWith("/profile"))).toHaveLength(calls);
      expect(screen.queryByLabelText(texts.firstNameLabel!)).not.toBeInTheDocument();
      expect(within(passwordForm()).getByLabelText(texts.currentPasswordLabel!)).toBeEnabled();

      await user.click(screen.getByRole("button", { name: faults.retryLabel! }));
      expect(await screen.findByLabelText(texts.firstNameLabel!)).toHaveValue("Ada");
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: texts.title! })).toHaveFocus();
    },
  );
});

describe("AccountSettings: the password", () => {
  async function fillPassword(current: string, next: string, again = next) {
    const user = userEvent.setup();
    if (current) await user.type(field(texts.currentPasswordLabel), current);
    await user.type(field(texts.newPasswordLabel), next);
    await user.type(field(texts.confirmPasswordLabel), again);
    await user.click(screen.getByRole("button", { name: texts.changePasswordLabel! }));
  }

  it("changes it with the current one, and empties the fields", async () => {
    const changePassword = vi.fn(async () => {});
    await renderSettings({ changePassword });
    expect(field(texts.currentPasswordLabel)).toHaveAttribute("autocomplete", "current-password");
    expect(field(texts.newPasswordLabel)).toHaveAttribute("autocomplete", "new-password");
    expect(field(texts.confirmPasswordLabel)).toHaveAttribute("autocomplete", "new-password");
    await fillPassword("Secret123", "Better456");
    expect(await within(passwordForm()).findByRole("status")).toHaveTextContent(texts.passwordChangedText!);
    expect(changePassword).toHaveBeenCalledWith("Secret123", "Better456");
    expect(field(texts.currentPasswordLabel)).toHaveValue("");
    expect(field(texts.newPasswordLabel)).toHaveValue("");
  });

  it("holds the new password to the sign-up's rules", async () => {
    const changePassword = vi.fn(async () => {});
    await renderSettings({ changePassword });
    await fillPassword("", "weakpass", "other");
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("Password must contain uppercase, lowercase, and number")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(field(texts.currentPasswordLabel)).toHaveFocus();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("refuses a wrong current password, keeps what was typed and focuses the current password", async () => {
    await renderSettings({
      changePassword: vi.fn(async () => Promise.reject({ code: "auth/invalid-credential" })),
    });
    await fillPassword("Wrong123", "Better456");
    expect(await within(passwordForm()).findByRole("alert")).toHaveTextContent(texts.wrongPasswordText!);
    expect(field(texts.currentPasswordLabel)).toHaveValue("Wrong123");
    expect(field(texts.newPasswordLabel)).toHaveValue("Better456");
    expect(field(texts.confirmPasswordLabel)).toHaveValue("Better456");
    expect(field(texts.currentPasswordLabel)).toHaveFocus();
  });

  it("says when there were too many attempts", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderSettings({
      changePassword: vi.fn(async () => Promise.reject({ code: "auth/too-many-requests" })),
    });
    await fillPassword("Secret123", "Better456");
    expect(await within(passwordForm()).findByRole("alert")).toHaveTextContent(
      "Too many failed attempts. Please try again later.",
    );
  });

  it("tells a Google-only account that Google manages its password", async () => {
    await renderSettings({ user: { ...ada, hasPassword: false } });
    expect(screen.getByText(texts.googlePasswordText!)).toBeInTheDocument();
    expect(screen.queryByLabelText(texts.currentPasswordLabel!)).not.toBeInTheDocument();
  });
});

describe("AccountSettings: the e-mail address", () => {
  it("says it is not verified and sends the verification e-mail", async () => {
    const user = userEvent.setup();
    const sendVerificationEmail = vi.fn(async () => {});
    await renderSettings({ sendVerificationEmail });
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByText(texts.unverifiedText!)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: texts.sendVerificationLabel! }));
    expect(await screen.findByText(texts.verificationSentText!)).toBeInTheDocument();
    expect(sendVerificationEmail).toHaveBeenCalledOnce();
  });

  it.each([
    ["auth/network-request-failed", "Network error. Please check your connection and try again."],
    ["auth/internal-error", texts.verificationErrorText],
  ])("says why it could not be sent (%s)", async (code, message) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    await renderSettings({ sendVerificationEmail: vi.fn(async () => Promise.reject({ code })) });
    await user.click(screen.getByRole("button", { name: texts.sendVerificationLabel! }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message!);
  });

  it("says a verified address is verified, with no button", async () => {
    await renderSettings({ user: { ...ada, emailVerified: true } });
    expect(screen.getByText(texts.verifiedText!)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: texts.sendVerificationLabel! })).not.toBeInTheDocument();
  });

  it("follows the content", async () => {
    await renderSettings(
      {},
      { ...texts, title: "Your account", profileTitle: "About you", firstNameLabel: "Given name" },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Your account" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "About you" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Given name")).toHaveValue("Ada");
  });
});
