/**
 * The chunk vite.config.ts puts React, React DOM and React Router in (`assets/framework-<hash>.js`):
 * the size budget counts it apart from the app's own code.
 */
export const FRAMEWORK_CHUNK = "framework";
