import { vi } from "vitest";
import { readConfig } from "#web/shared/config/environment.server.ts";

/**
 * What the app's code reads as APP_CONFIG in a build with these variables set, until
 * `vi.unstubAllGlobals()`. Without it, unit tests run with a local build's (tests/unit/setup.ts).
 */
export const stubAppConfig = (env: Record<string, string>) =>
  vi.stubGlobal("APP_CONFIG", readConfig(env).app);
