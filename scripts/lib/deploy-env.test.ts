import { describe, expect, it } from "vitest";
import { checkDeploymentEnv, REQUIRED_FOR_DEPLOYMENT } from "./deploy-env";

const complete = Object.fromEntries(REQUIRED_FOR_DEPLOYMENT.map((name) => [name, "set"]));

describe("checkDeploymentEnv", () => {
  it("names every missing variable in one message", () => {
    const { error } = checkDeploymentEnv({ VITE_FIREBASE_API_KEY: "key", VITE_API_URL: "  " });
    expect(error).toMatch(
      /needs VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID, VITE_API_URL, VITE_SITE_URL\./,
    );
  });

  it("passes with every variable set, and warns without a Sanity project", () => {
    expect(checkDeploymentEnv(complete)).toEqual({
      error: null,
      warnings: [expect.stringMatching(/bundled dataset/)],
    });
    expect(checkDeploymentEnv({ ...complete, VITE_SANITY_PROJECT_ID: "abc" }).warnings).toEqual([]);
  });
});
