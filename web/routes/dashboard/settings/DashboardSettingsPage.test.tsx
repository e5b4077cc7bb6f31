import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "#content/paths.ts";
import { bundledDashboard as bundled, renderAreas } from "../../../../tests/unit/dashboard-areas";
import { DashboardSettingsPage } from "./DashboardSettingsPage";

const texts = bundled.settingsCard!;

// The settings themselves: web/features/dashboard/settings/AccountSettings.test.tsx.
describe("the Settings area", () => {
  it("shows the profile and the notification choices (none without a backend), the password and the e-mail address under its heading", async () => {
    await renderAreas({ [paths.dashboardSettings]: DashboardSettingsPage });
    const area = screen.getByRole("region", { name: texts.title! });
    expect(within(area).getByText(texts.description!)).toBeInTheDocument();
    for (const title of [texts.profileTitle, texts.passwordTitle, texts.emailTitle])
      expect(within(area).getByRole("heading", { level: 2, name: title! })).toBeInTheDocument();
    // The profile and the notification choices (bundled.notifications) say there is no backend.
    expect(await within(area).findAllByText(bundled.loadStates!.noBackendText!)).toHaveLength(2);
    expect(
      within(area).getByRole("heading", { level: 2, name: bundled.notifications!.preferencesTitle! }),
    ).toBeInTheDocument();
    expect(within(area).getByRole("form", { name: texts.passwordTitle! })).toBeInTheDocument();
    expect(within(area).getByText("a@b.c")).toBeInTheDocument();
  });
});
