import { existsSync } from "node:fs";
import { aptInstall, canInstallWithApt } from "./apt";

/**
 * What the Firefox and WebKit tests run (tests/browsers/): Debian's Firefox ESR, driven over
 * WebDriver BiDi, and WebKitGTK's WebDriver, which opens WebKitGTK's MiniBrowser in an X
 * display that xvfb-run makes (MiniBrowser has no headless mode). Never a downloaded build.
 */
export type Browsers = { firefox: string; webkitDriver: string; xvfbRun: string };

type Tool = { name: keyof Browsers; variable?: string; candidates: string[]; packages: string[] };

const TOOLS: Tool[] = [
  {
    name: "firefox",
    variable: "FIREFOX_PATH",
    candidates: ["/usr/bin/firefox-esr", "/usr/bin/firefox"],
    packages: ["firefox-esr"],
  },
  {
    name: "webkitDriver",
    variable: "WEBKIT_DRIVER_PATH",
    candidates: ["/usr/bin/WebKitWebDriver"],
    packages: ["webkit2gtk-driver"],
  },
  // xvfb-run needs xauth, which the xvfb package does not bring.
  { name: "xvfbRun", candidates: ["/usr/bin/xvfb-run"], packages: ["xvfb", "xauth"] },
];

const XAUTH = "/usr/bin/xauth";

function find(tool: Tool): string | undefined {
  const configured = tool.variable ? process.env[tool.variable] : undefined;
  if (configured && existsSync(configured)) return configured;
  const found = tool.candidates.find((candidate) => existsSync(candidate));
  return tool.name === "xvfbRun" && !existsSync(XAUTH) ? undefined : found;
}

const missing = () => TOOLS.filter((tool) => !find(tool));

/** The browsers' paths; throws, saying what to install, when one is missing. */
export function findBrowsers(): Browsers {
  const absent = missing();
  if (absent.length) {
    const packages = absent.flatMap((tool) => tool.packages);
    const variables = absent.flatMap((tool) => (tool.variable ? [`${tool.variable}`] : []));
    throw new Error(
      `The Firefox and WebKit tests need Debian's ${packages.join(", ")}: ` +
        `sudo apt-get install ${packages.join(" ")}` +
        (variables.length ? ` (or set ${variables.join(", ")} to the binaries)` : "") +
        ", then run the tests again.",
    );
  }
  return Object.fromEntries(TOOLS.map((tool) => [tool.name, find(tool)])) as Browsers;
}

/** As `findBrowsers`, but installs what is missing with apt when running as root where apt exists. */
export function ensureBrowsers(): Browsers {
  const absent = missing();
  if (absent.length && canInstallWithApt()) aptInstall(absent.flatMap((tool) => tool.packages));
  return findBrowsers();
}
