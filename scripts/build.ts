import { loadEnv } from "vite";
import { checkDeploymentEnv } from "./lib/deploy-env";
import { bin, run } from "./lib/processes";

// `npm run build`: the deployment build. It refuses to build a site that would sign visitors
// in against a local emulator or call no backend; `npm start` and the tests build for local
// use with `react-router build` directly. Reads the environment and .env files, as Vite does.
const env = { ...loadEnv("production", process.cwd(), ""), ...process.env };
const { error, warnings } = checkDeploymentEnv(env);
if (error) {
  console.error(error);
  process.exit(1);
}
for (const warning of warnings) console.warn(`Warning: ${warning}`);
process.exit(await run(bin("react-router"), ["build"]));
