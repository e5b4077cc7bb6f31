// @vitest-environment node
import { afterEach, expect, it, vi } from "vitest";

const ORIGINAL_ENV = { ...process.env };

afterEach(() => {
  process.env = { ...ORIGINAL_ENV };
});

it("gives Spanish, which has pages of its own, the app's own pages (account, dashboard, not found)", async () => {
  delete process.env.VITE_SANITY_PROJECT_ID;
  vi.resetModules();
  const { listContentSlugs } = await import("./contentSlugs.server");
  const { translations } = await listContentSlugs();
  expect(translations?.find(({ language }) => language === "es")).toMatchObject({
    appPages: true,
  });
});
