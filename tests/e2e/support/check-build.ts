import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { E2E_BACKEND_URL } from "./recording-backend";

// The end-to-end tests need a build whose backend is the recording server: `npm test` makes
// one; on its own run `VITE_API_URL=http://127.0.0.1:5098 npm run build` first.
export default function checkBuild() {
  const assets = path.resolve("build/client/assets");
  const built = readdirSync(assets).some(
    (file) => file.endsWith(".js") && readFileSync(path.join(assets, file), "utf8").includes(E2E_BACKEND_URL),
  );
  if (!built) {
    throw new Error(
      `The build does not call ${E2E_BACKEND_URL}. Run: VITE_API_URL=${E2E_BACKEND_URL} npm run build`,
    );
  }
}
