import { deploymentWarnings } from "#web/shared/config/environment.server.ts";
import { configOrExit } from "#web/shared/config/envFiles.server.ts";
import { bin, run } from "./tools/processes";

// `npm run build`: the deployment build. It refuses to build a site that would sign visitors
// in against a local emulator, call no backend or have no public https address, naming every
// missing or malformed variable at once; `npm start` and the tests build for local use with
// `react-router build` directly.
const config = configOrExit("deployment");
for (const warning of deploymentWarnings(config)) console.warn(`Warning: ${warning}`);
process.exit(await run(bin("react-router"), ["build"]));
