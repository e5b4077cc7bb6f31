import { localizedPath, unlocalizedPath } from "#content/documentPaths.ts";
import type { Language } from "#content/languages.ts";
import { paths } from "#content/paths.ts";

/** Where to go after signing in when nothing else is asked for: the dashboard (in English). */
export const DEFAULT_RETURN_PATH = paths.dashboard;

type LocationLike = { pathname?: unknown; search?: unknown; hash?: unknown };

// A path that a browser or router could read as another host: "//host", "/\host".
const looksLikeAnotherHost = (path: string) => /^[/\\][/\\]/.test(path);

/**
 * Where to go after signing in: the page the guard was asked for, if it is a path on this
 * site (one leading "/", not "//" or "/\", same origin once resolved, and still so after
 * the URL parser has normalised it: "/.//host" becomes "//host") and no sign-in or sign-up page
 * (in any language); else `fallback`, the dashboard.
 */
export function safeReturnPath(
  from: unknown,
  origin = "http://localhost",
  fallback: string = DEFAULT_RETURN_PATH,
): string {
  if (!from || typeof from !== "object") return fallback;
  const { pathname, search, hash } = from as LocationLike;
  if (typeof pathname !== "string") return fallback;
  const path = `${pathname}${typeof search === "string" ? search : ""}${typeof hash === "string" ? hash : ""}`;
  if (!path.startsWith("/") || looksLikeAnotherHost(path)) return fallback;
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const resolved = new URL(path, origin);
    if (resolved.origin !== new URL(origin).origin) return fallback;
    const page = unlocalizedPath(resolved.pathname);
    if (page === paths.signIn || page === paths.signUp) return fallback;
    const target = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    if (looksLikeAnotherHost(target) || new URL(target, origin).origin !== resolved.origin) return fallback;
    return target;
  } catch {
    return fallback;
  }
}

/** A free trial chosen before signing up or in: the agent's slug and the plan (openapi.yaml's StartTrial). */
export type TrialChoice = { agentSlug: string; plan: string };

// The trial travels in the address (`?trial=<agent slug>&plan=<plan>`) from an agent page's
// link through sign-up or sign-in to the dashboard, which starts it: static pages can carry it
// before any code has run, and no storage outlives the visit.
const TRIAL_PARAM = "trial";
const PLAN_PARAM = "plan";
/** The parameters of an address that carry a trial choice. */
export const TRIAL_SEARCH = [TRIAL_PARAM, PLAN_PARAM] as const;
// openapi.yaml's AgentSlug and Plan.
const LOWER_CASE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The trial an address's search asks for, if its agent is one of `agentSlugs` and its plan well formed. */
export function trialChoiceIn(search: string, agentSlugs: readonly string[]): TrialChoice | null {
  const params = new URLSearchParams(search);
  const agentSlug = params.get(TRIAL_PARAM);
  const plan = params.get(PLAN_PARAM);
  if (!agentSlug || !plan || !agentSlugs.includes(agentSlug) || !LOWER_CASE_SLUG.test(plan)) return null;
  return { agentSlug, plan };
}

/** `href` (a path on this site) carrying the trial in its search; any other address unchanged. */
export function withTrial(href: string, trial: TrialChoice | null): string {
  if (!trial || !href.startsWith("/")) return href;
  const hashAt = href.indexOf("#");
  const [path, hash] = hashAt < 0 ? [href, ""] : [href.slice(0, hashAt), href.slice(hashAt)];
  const params = new URLSearchParams({ [TRIAL_PARAM]: trial.agentSlug, [PLAN_PARAM]: trial.plan });
  return `${path}${path.includes("?") ? "&" : "?"}${params}${hash}`;
}

/** The address without the trial in it (once the dashboard has dealt with it). */
export function withoutTrial(pathname: string, search: string, hash = ""): string {
  const params = new URLSearchParams(search);
  params.delete(TRIAL_PARAM);
  params.delete(PLAN_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ""}${hash}`;
}

/**
 * Where to go after signing up or in: the dashboard in the page's language, starting the chosen
 * trial, when the sign-up or sign-in page's address carries one; else `safeReturnPath(from)`,
 * that dashboard when it names no page.
 */
export function returnTarget(
  from: unknown,
  trial: TrialChoice | null,
  origin?: string,
  language?: Language,
): string {
  const dashboard = localizedPath(paths.dashboard, language);
  return trial ? withTrial(dashboard, trial) : safeReturnPath(from, origin, dashboard);
}
