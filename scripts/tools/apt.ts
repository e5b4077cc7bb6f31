import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Whether Debian packages can be installed here without asking: as root, where apt-get exists. */
export const canInstallWithApt = () => process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");

/** Installs Debian packages with apt-get (update first), printing what it does. */
export function aptInstall(packages: string[]) {
  console.log(`Installing Debian's ${packages.join(", ")} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", ...packages], {
    stdio: "inherit",
    env,
  });
}
