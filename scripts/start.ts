import { parseArgs } from "node:util";
import { startEmulators } from "./lib/emulators";
import { configOrExit } from "./lib/environment";
import { checkNodeVersion } from "./lib/node-version";
import { bin, run } from "./lib/processes";

checkNodeVersion();

const { port } = configOrExit("local");
const { values } = parseArgs({ options: { "no-build": { type: "boolean", default: false } } });

if (!values["no-build"]) {
  const code = await run(bin("react-router"), ["build"]);
  if (code !== 0) process.exit(code);
}

const emulators = await startEmulators(port);
console.log(`\nSite ready at ${emulators.url}  (Ctrl+C to stop)\n`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await emulators.stop();
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
