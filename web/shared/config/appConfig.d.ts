import type { AppConfig } from "./environment.server";

declare global {
  /**
   * Build-time constants: Vite replaces each `APP_CONFIG.<field>` with its value, so code that an
   * unset field switches off is dropped from the build. Read a field, never the object as a whole.
   */
  var APP_CONFIG: AppConfig;
}
