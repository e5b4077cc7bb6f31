import { loadEnv } from "vite";
import {
  type BuildKind,
  checkEnvironment,
  type Config,
  problemReport,
  VARIABLES,
} from "#web/shared/config/environment.server.ts";

/** process.env over the site's variables in the .env files Vite reads for this mode. */
export function withEnvFiles(mode = "production"): Record<string, string | undefined> {
  const files = loadEnv(mode, process.cwd(), "");
  const fromFiles = VARIABLES.filter((name) => files[name] !== undefined).map((name) => [name, files[name]]);
  return { ...Object.fromEntries(fromFiles), ...process.env };
}

export function configOrExit(build: BuildKind): Config {
  const { config, problems } = checkEnvironment(withEnvFiles(), build);
  if (config) return config;
  console.error(problemReport(problems, build));
  process.exit(1);
}
