import { createStandInBackend, DEFAULT_PROJECT_ID } from "./stand-in";

// Runs the stand-in: tsx backend/start.ts [port]   (STAND_IN_PROJECT_ID: the emulator's project)
const port = Number(process.argv[2] ?? process.env.STAND_IN_PORT ?? 5098);
const backend = createStandInBackend({ projectId: process.env.STAND_IN_PROJECT_ID || DEFAULT_PROJECT_ID });
const url = await backend.listen(port);
console.log(`Stand-in backend (local, in memory) at ${url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void backend.close());
