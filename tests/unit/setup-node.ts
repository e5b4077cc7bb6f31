import { readConfig } from "#web/shared/config/environment.server.ts";

// The app reads its configuration as APP_CONFIG, which a build replaces with its values: the
// unit tests run with a local build's, whatever the environment (stubAppConfig changes it).
globalThis.APP_CONFIG = readConfig({}).app;
