import { vi } from "vitest";

// The test files of a worker share its environment (`isolate: false` in vitest.config.ts), not
// their modules: each file starts with fresh ones, so that no module's state (a cache, a promise
// made under fake timers, a vi.mock) carries over from the file before.
vi.resetModules();
