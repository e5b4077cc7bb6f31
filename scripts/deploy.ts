import { configOrExit } from "#web/shared/config/envFiles.server.ts";
import { hostingConfigOf } from "#web/files/hostingConfig.server.ts";
import { bin, run } from "./tools/processes";

// `npm run deploy`: the deployment build, then Firebase Hosting with the config that build
// wrote (build/firebase.json: the project's rules plus the content's redirects).
// Arguments after `--` go to `firebase deploy`, e.g. `npm run deploy -- --project my-site`.
const built = await run(bin("tsx"), ["scripts/build.ts"]);
if (built !== 0) process.exit(built);

const { projectId } = configOrExit("deployment").app.firebaseApp;
const args = ["deploy", "--only", "hosting", "--config", hostingConfigOf(process.env.BUILD_DIR || "build")];
const extra = process.argv.slice(2);
if (!extra.includes("--project") && projectId) args.push("--project", projectId);
process.exit(await run(bin("firebase"), [...args, ...extra]));
