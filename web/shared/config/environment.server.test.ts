import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  appConfigDefines,
  checkEnvironment,
  deploymentWarnings,
  purposeOf,
  readConfig,
  VARIABLES,
} from "./environment.server";

const deployment = {
  VITE_FIREBASE_API_KEY: "AIzaKey",
  VITE_FIREBASE_AUTH_DOMAIN: "nexora-site.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "nexora-site",
  VITE_FIREBASE_APP_ID: "1:123:web:abc",
  VITE_API_URL: "https://api.nexora.ai",
  VITE_SITE_URL: "https://www.nexora.ai",
};

const problems = (env: Record<string, string>, build: "local" | "deployment" = "local") =>
  checkEnvironment(env, build).problems.map(({ variable, message }) => `${variable}: ${message}`);

describe("a local build", () => {
  it("needs nothing: the bundled dataset, the Auth emulator, no backend, the site on localhost", () => {
    expect(readConfig({})).toEqual({
      app: {
        sanityProjectId: undefined,
        sanityDataset: "production",
        sanityApiHost: undefined,
        sanityStudioUrl: undefined,
        backendUrl: undefined,
        firebaseApp: {
          apiKey: "demo-api-key",
          projectId: "demo-agency",
          authDomain: "demo-agency.firebaseapp.com",
        },
        authEmulatorHost: "127.0.0.1:9099",
      },
      contentSeedFile: "studio/seed/production.ndjson",
      siteUrl: "http://localhost:5000",
      port: 5000,
      studio: { projectId: undefined, dataset: "production", previewUrl: undefined, siteUrl: undefined },
    });
  });

  it("counts blank values as unset and trims the others", () => {
    expect(readConfig(Object.fromEntries(VARIABLES.map((name) => [name, "  "])))).toEqual(readConfig({}));
    expect(readConfig({ VITE_SANITY_PROJECT_ID: " abc123 ", PORT: " 8080 " })).toMatchObject({
      app: { sanityProjectId: "abc123" },
      port: 8080,
      siteUrl: "http://localhost:8080",
    });
  });

  it("takes the backend without trailing slashes and the site URL as its origin", () => {
    const config = readConfig({
      VITE_API_URL: "https://api.nexora.ai//",
      VITE_SITE_URL: "https://www.nexora.ai/",
    });
    expect(config.app.backendUrl).toBe("https://api.nexora.ai");
    expect(config.siteUrl).toBe("https://www.nexora.ai");
  });

  it("signs in to a configured Firebase project, against an emulator only if one is named", () => {
    const { app } = readConfig({ ...deployment, VITE_FIREBASE_DATABASE_URL: "https://x.firebaseio.com" });
    expect(app.firebaseApp).toEqual({
      apiKey: "AIzaKey",
      authDomain: "nexora-site.firebaseapp.com",
      projectId: "nexora-site",
      appId: "1:123:web:abc",
      databaseURL: "https://x.firebaseio.com",
    });
    expect(app.authEmulatorHost).toBeUndefined();
    const withEmulator = readConfig({ ...deployment, VITE_FIREBASE_AUTH_EMULATOR_HOST: "localhost:9199" });
    expect(withEmulator.app.authEmulatorHost).toBe("localhost:9199");
  });

  it("may use an http site URL and Studio (the end-to-end tests' build)", () => {
    expect(
      problems({ VITE_SITE_URL: "http://127.0.0.1:5055", VITE_SANITY_STUDIO_URL: "http://127.0.0.1:5097" }),
    ).toEqual([]);
  });

  it.each([
    ["VITE_API_URL", "not a url", 'VITE_API_URL: "not a url" is not a URL'],
    [
      "VITE_API_URL",
      "ftp://api.nexora.ai",
      'VITE_API_URL: "ftp://api.nexora.ai" is not an http:// or https:// URL',
    ],
    [
      "VITE_SANITY_STUDIO_URL",
      "nexora.sanity.studio",
      'VITE_SANITY_STUDIO_URL: "nexora.sanity.studio" is not a URL',
    ],
    [
      "VITE_SITE_URL",
      "https://www.nexora.ai/en",
      'VITE_SITE_URL: "https://www.nexora.ai/en" is not an origin',
    ],
    [
      "VITE_SANITY_PROJECT_ID",
      "My_Project",
      'VITE_SANITY_PROJECT_ID: "My_Project" is not a Sanity project id (lowercase a-z, 0-9 and -)',
    ],
    ["VITE_SANITY_DATASET", "Prod.2", 'VITE_SANITY_DATASET: "Prod.2" is not a Sanity dataset name'],
    ["SANITY_STUDIO_PROJECT_ID", "abc 123", 'SANITY_STUDIO_PROJECT_ID: "abc 123" is not a Sanity project id'],
    [
      "VITE_FIREBASE_AUTH_EMULATOR_HOST",
      "http://127.0.0.1:9099",
      'VITE_FIREBASE_AUTH_EMULATOR_HOST: "http://127.0.0.1:9099" is not host:port',
    ],
    [
      "VITE_FIREBASE_AUTH_DOMAIN",
      "https://x.firebaseapp.com",
      'VITE_FIREBASE_AUTH_DOMAIN: "https://x.firebaseapp.com" is not a host name',
    ],
    [
      "VITE_FIREBASE_PROJECT_ID",
      "Nexora Site",
      'VITE_FIREBASE_PROJECT_ID: "Nexora Site" is not a Firebase project id',
    ],
    ["PORT", "80a", 'PORT: "80a" is not a port number (1 to 65535)'],
    ["PORT", "70000", 'PORT: "70000" is not a port number (1 to 65535)'],
  ])("refuses a malformed %s (%s)", (name, value, problem) => {
    const found = problems({ [name]: value });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(problem);
  });
});

describe("a deployment build", () => {
  it("passes with the Firebase web app, the backend and an https site URL, warning without a Sanity project", () => {
    const { config } = checkEnvironment(deployment, "deployment");
    expect(config?.app.authEmulatorHost).toBeUndefined();
    expect(deploymentWarnings(config!)).toEqual([expect.stringMatching(/bundled dataset/)]);
    const withSanity = readConfig({ ...deployment, VITE_SANITY_PROJECT_ID: "abc123" }, "deployment");
    expect(deploymentWarnings(withSanity)).toEqual([]);
  });

  it("names every missing setting at once", () => {
    expect(problems({ VITE_FIREBASE_API_KEY: "key", VITE_API_URL: "  " }, "deployment")).toEqual([
      "VITE_API_URL: not set",
      "VITE_FIREBASE_AUTH_DOMAIN: not set",
      "VITE_FIREBASE_PROJECT_ID: not set",
      "VITE_FIREBASE_APP_ID: not set",
      "VITE_SITE_URL: not set",
    ]);
  });

  it("needs https for the site and the backend, and no emulator", () => {
    expect(
      problems(
        {
          ...deployment,
          VITE_SITE_URL: "http://www.nexora.ai",
          VITE_API_URL: "http://api.nexora.ai",
          VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        },
        "deployment",
      ),
    ).toEqual([
      'VITE_API_URL: "http://api.nexora.ai" must be an https:// URL in a deployment build',
      "VITE_FIREBASE_AUTH_EMULATOR_HOST: must not be set in a deployment build: visitors would sign in against an emulator",
      'VITE_SITE_URL: "http://www.nexora.ai" must be an https:// URL in a deployment build',
    ]);
  });

  it("reports every missing and malformed variable together, each with what it is for", () => {
    const env = {
      VITE_API_URL: "not a url",
      VITE_SITE_URL: "http://www.nexora.ai",
      VITE_SANITY_PROJECT_ID: "Nexora!",
      VITE_SANITY_DATASET: "prod data",
      VITE_FIREBASE_AUTH_EMULATOR_HOST: "localhost",
    };
    expect(() => readConfig(env, "deployment")).toThrow(
      /^The deployment build cannot start: 9 environment variables are missing or wrong\. Set them in the environment or in \.env \(see \.env\.example\)/,
    );
    const report = (() => {
      try {
        readConfig(env, "deployment");
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of [
      "VITE_SANITY_PROJECT_ID",
      "VITE_SANITY_DATASET",
      "VITE_API_URL",
      "VITE_FIREBASE_API_KEY",
      "VITE_FIREBASE_AUTH_DOMAIN",
      "VITE_FIREBASE_PROJECT_ID",
      "VITE_FIREBASE_APP_ID",
      "VITE_FIREBASE_AUTH_EMULATOR_HOST",
      "VITE_SITE_URL",
    ] as const)
      expect(report).toContain(`  ${name}: `);
    expect(report).toContain(`VITE_API_URL: "not a url" is not a URL\n      ${purposeOf("VITE_API_URL")}`);
    expect(purposeOf("VITE_API_URL")).toMatch(/the agency backend's host/);
  });
});

describe("APP_CONFIG", () => {
  it("is defined field by field, an unset one as undefined", () => {
    const env = { VITE_API_URL: "https://api.nexora.ai", VITE_ANALYTICS_URL: "https://stats.nexora.ai/" };
    expect(appConfigDefines(readConfig(env).app)).toEqual({
      "APP_CONFIG.sanityProjectId": "undefined",
      "APP_CONFIG.sanityDataset": '"production"',
      "APP_CONFIG.sanityApiHost": "undefined",
      "APP_CONFIG.sanityStudioUrl": "undefined",
      "APP_CONFIG.backendUrl": '"https://api.nexora.ai"',
      "APP_CONFIG.analyticsUrl": '"https://stats.nexora.ai"',
      "APP_CONFIG.firebaseApp":
        '{"apiKey":"demo-api-key","projectId":"demo-agency","authDomain":"demo-agency.firebaseapp.com"}',
      "APP_CONFIG.authEmulatorHost": '"127.0.0.1:9099"',
    });
  });
});

describe("the documentation of the variables", () => {
  const example = Object.fromEntries(
    readFileSync(".env.example", "utf8")
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );

  it(".env.example lists exactly the variables, in their order, and as a .env makes a local build", () => {
    expect(Object.keys(example)).toEqual(VARIABLES);
    expect(readConfig(example)).toEqual(readConfig({}));
  });

  it("the README's table names exactly the variables", () => {
    const readme = readFileSync("README.md", "utf8");
    const section = readme.slice(readme.indexOf("## Environment variables"));
    const table = section.slice(0, section.indexOf("\n## "));
    const named = table
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .flatMap((line) => [...line.split("|")[1].matchAll(/`([A-Z_*]+)`/g)].map((match) => match[1]));
    const covers = (entry: string, name: string) =>
      entry.endsWith("*") ? name.startsWith(entry.slice(0, -1)) : entry === name;
    expect(VARIABLES.filter((name) => !named.some((entry) => covers(entry, name)))).toEqual([]);
    expect(named.filter((entry) => !VARIABLES.some((name) => covers(entry, name)))).toEqual([]);
  });
});
