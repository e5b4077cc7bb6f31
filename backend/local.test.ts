import { describe, expect, it } from "vitest";
import { checkEnvironment, readConfig } from "#web/shared/config/environment.server.ts";
import { PLAUSIBLE_STAND_IN_URL } from "./local";

describe("the local stand-in of Plausible that `npm start` builds for", () => {
  it("is an analytics collector a local build accepts, and a deployment build refuses", () => {
    const env = { VITE_ANALYTICS_URL: PLAUSIBLE_STAND_IN_URL };
    expect(checkEnvironment(env, "local").problems).toEqual([]);
    expect(readConfig(env).app.analyticsUrl).toBe(PLAUSIBLE_STAND_IN_URL);
    expect(checkEnvironment(env, "deployment").problems.map((problem) => problem.variable)).toContain(
      "VITE_ANALYTICS_URL",
    );
  });
});
