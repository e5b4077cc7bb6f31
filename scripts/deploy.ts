import { loadEnv } from "vite";
import { hostingConfigOf } from "./lib/hosting-config";
import { bin, run } from "./lib/processes";

// `npm run deploy`: the deployment build, then Firebase Hosting with the config that build
// wrote (build/firebase.json: the project's rules plus the build's Content-Security-Policy).
// Arguments after `--` go to `firebase deploy`, e.g. `npm run deploy -- --project my-site`.
const env = { ...loadEnv("production", process.cwd(), ""), ...process.env };
const built = await run(bin("tsx"), ["scripts/build.ts"]);
if (built !== 0) process.exit(built);

const args = ["deploy", "--only", "hosting", "--config", hostingConfigOf(env.BUILD_DIR || "build")];
const extra = process.argv.slice(2);
if (!extra.includes("--project") && env.VITE_FIREBASE_PROJECT_ID)
  args.push("--project", env.VITE_FIREBASE_PROJECT_ID);
process.exit(await run(bin("firebase"), [...args, ...extra]));
