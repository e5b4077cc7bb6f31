import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitForHttp } from "../../../scripts/tools/processes";

/** A free TCP port on this machine. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

export type WebKitDriver = { url: string; stop: () => Promise<void> };

/**
 * WebKitGTK's WebDriver in an X display of its own (xvfb-run: MiniBrowser has no headless
 * mode). The display's X authority file is in a directory of ours, removed on `stop`:
 * xvfb-run removes its own only when it ends by itself.
 */
export async function startWebKitDriver({
  webkitDriver,
  xvfbRun,
}: {
  webkitDriver: string;
  xvfbRun: string;
}): Promise<WebKitDriver> {
  const port = await freePort();
  const home = mkdtempSync(path.join(tmpdir(), "webkit-driver-"));
  // Its own process group, so that stopping it stops Xvfb and the browsers with it.
  const driver = spawn(
    xvfbRun,
    [
      "--auto-servernum",
      `--auth-file=${path.join(home, "Xauthority")}`,
      // No reset when the last client leaves: a MiniBrowser opening just as the one before
      // closed could not open the display while the server reset, and hung its session.
      "--server-args=-screen 0 1920x1080x24 -noreset",
      webkitDriver,
      `--port=${port}`,
    ],
    { detached: true, stdio: ["ignore", "ignore", "inherit"] },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (driver.exitCode === null && driver.pid) {
      const exited = new Promise((resolve) => driver.once("exit", resolve));
      process.kill(-driver.pid, "SIGTERM");
      await exited;
    }
    rmSync(home, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/status`, 30_000, driver);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
