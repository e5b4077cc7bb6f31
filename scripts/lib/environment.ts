import { loadEnv } from "vite";
import {
  type BuildKind,
  checkEnvironment,
  type Config,
  problemReport,
} from "../../web/shared/config/environment.server";

/** The environment as the build sees it: process.env over the .env files Vite reads (.env, .env.local, .env.production…). */
export const withEnvFiles = (): Record<string, string | undefined> => ({
  ...loadEnv("production", process.cwd(), ""),
  ...process.env,
});

/** The configuration for this kind of build; with any problem, prints every one and exits. */
export function configOrExit(build: BuildKind): Config {
  const { config, problems } = checkEnvironment(withEnvFiles(), build);
  if (config) return config;
  console.error(problemReport(problems, build));
  process.exit(1);
}
