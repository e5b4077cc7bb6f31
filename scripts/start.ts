import { parseArgs } from "node:util";
import { addDemoCustomer, DEMO_CUSTOMER, STAND_IN_URL, startLocalBackend } from "../backend/local";
import { startEmulators } from "./tools/emulators";
import { configOrExit } from "#web/shared/config/envFiles.server.ts";
import { AUTH_EMULATOR_URL, FIREBASE_PROJECT_ID, LOCAL_API_KEY } from "./tools/local-firebase";
import { checkNodeVersion } from "./tools/node-version";
import { bin, run } from "./tools/processes";

checkNodeVersion();

const { port, app } = configOrExit("local");
const { values } = parseArgs({ options: { "no-build": { type: "boolean", default: false } } });
// With no backend configured, the local stand-in (backend/) plays it, beside the Auth emulator.
const standIn = app.backendUrl ? null : STAND_IN_URL;

if (!values["no-build"]) {
  const env = standIn ? { ...process.env, VITE_API_URL: standIn } : process.env;
  const code = await run(bin("react-router"), ["build"], { env });
  if (code !== 0) process.exit(code);
}

const backend = standIn ? await startLocalBackend(FIREBASE_PROJECT_ID) : null;
const emulators = await startEmulators(port);
if (backend) await addDemoCustomer(backend, AUTH_EMULATOR_URL, LOCAL_API_KEY);
console.log(`\nSite ready at ${emulators.url}  (Ctrl+C to stop)`);
if (backend) {
  console.log(`Backend: the local stand-in at ${standIn}, in memory like the Auth emulator.`);
  console.log(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
}
console.log("");

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([emulators.stop(), backend?.close()]);
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
emulators.child.on("exit", (code) => {
  if (!stopping) {
    console.error(`The hosting emulator stopped (exit ${code}).`);
    process.exit(code ?? 1);
  }
});
