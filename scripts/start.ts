import { parseArgs } from "node:util";
import {
  addDemoCustomer,
  DEMO_CUSTOMER,
  LOCAL_STATS_KEY,
  PLAUSIBLE_STAND_IN_PORT,
  PLAUSIBLE_STAND_IN_URL,
  STAND_IN_URL,
  startLocalBackend,
} from "../backend/local";
import { startCollector } from "../backend/plausible/collector";
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
// With no analytics collector configured, the local stand-in of Plausible (backend/plausible/)
// takes the events, and its Stats API answers the Studio; as the backend's, it runs with
// --no-build too, for the build `npm start` made before.
const analyticsStandIn = app.analyticsUrl ? null : PLAUSIBLE_STAND_IN_URL;

if (!values["no-build"]) {
  const env = {
    ...process.env,
    ...(standIn ? { VITE_API_URL: standIn } : {}),
    ...(analyticsStandIn ? { VITE_ANALYTICS_URL: analyticsStandIn } : {}),
  };
  const code = await run(bin("react-router"), ["build"], { env });
  if (code !== 0) process.exit(code);
}

const backend = standIn ? await startLocalBackend(FIREBASE_PROJECT_ID) : null;
const collector = analyticsStandIn
  ? await startCollector(PLAUSIBLE_STAND_IN_PORT, { statsKey: LOCAL_STATS_KEY })
  : null;
const emulators = await startEmulators(port);
if (backend) await addDemoCustomer(backend, AUTH_EMULATOR_URL, LOCAL_API_KEY);
console.log(`\nSite ready at ${emulators.url}  (Ctrl+C to stop)`);
if (backend) {
  console.log(`Backend: the local stand-in at ${standIn}, in memory like the Auth emulator.`);
  console.log(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
}
if (collector) {
  // The site id is the host name the visitor's browser uses (the events' domain).
  const siteId = new URL(emulators.url).hostname;
  console.log(
    `Analytics: the local stand-in of Plausible at ${collector.url}, in memory; visitors who accept are measured there.`,
  );
  console.log(`For the Studio's analytics: SANITY_STUDIO_ANALYTICS_URL=${collector.url}/${siteId}`);
  console.log(
    `  and the Stats API key ${LOCAL_STATS_KEY} (site id ${siteId}: the host name the site is opened at).`,
  );
}
console.log("");

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([emulators.stop(), backend?.close(), collector?.close()]);
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
