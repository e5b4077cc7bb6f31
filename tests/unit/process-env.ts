/**
 * Gives process.env back the variables `saved` holds, in place: the test files of a worker share
 * the object, and Vitest's `vi.unstubAllEnvs()` undoes its stubs on the one it found.
 */
export function restoreEnv(saved: NodeJS.ProcessEnv) {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
}
