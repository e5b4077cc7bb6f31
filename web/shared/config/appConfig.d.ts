import type { AppConfig } from "./environment.server";

declare global {
  /**
   * The configuration the app's code reads, in the browser and in the prerender: the `app` part
   * of the configuration ./environment.server.ts reads and checks. Build-time constants: Vite
   * replaces each `APP_CONFIG.<field>` with its value (vite.config.ts), so code that an unset
   * field switches off is dropped from the build. Read a field, never the object as a whole.
   * Unit tests get a local build's configuration (tests/unit/setup.ts).
   */
  var APP_CONFIG: AppConfig;
}
