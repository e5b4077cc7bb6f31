import { expect, it, vi } from "vitest";
import { limitNavigation, type Navigation } from "./limitNavigation";
import { navigationInstrumentation } from "./navigationInstrumentation";

vi.mock("./limitNavigation", () => ({ limitNavigation: vi.fn(async () => {}) }));

it("hands every navigation React Router instruments to the limit, which loads with it", async () => {
  let instrumented: Navigation | undefined;
  navigationInstrumentation.router!({
    instrument: ({ navigate }: { navigate: Navigation }) => void (instrumented = navigate),
  } as never);
  const navigate = async () => {};
  await instrumented!(navigate, { to: "/page-two" });
  expect(limitNavigation).toHaveBeenCalledWith(navigate, { to: "/page-two" });
});
