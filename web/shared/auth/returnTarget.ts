import { localizedPath, unlocalizedPath } from "#content/documentPaths.ts";
import type { Language } from "#content/languages.ts";
import { paths } from "#content/paths.ts";

/** Where to go after signing in when nothing else is asked for: the dashboard (in English). */
export const DEFAULT_RETURN_PATH = paths.dashboard;

// The page asked for travels in the sign-in address (`/signin?next=/dashboard/settings`), kept on
// the links between sign-in, sign-up and forgot-password: a reload, or a page loaded as a
// document, keeps it, where router state would be lost.
const NEXT_PARAM = "next";

// The account pages themselves: after signing in, none of them is a page to go on to.
const ACCOUNT_PAGES: readonly string[] = [paths.signIn, paths.signUp, paths.forgotPassword];

// A path that a browser or router could read as another host: "//host", "/\host".
const looksLikeAnotherHost = (path: string) => /^[/\\][/\\]/.test(path);

/**
 * Where to go after signing in: `next`, the page the guard was asked for (its path, search and
 * hash), if it is a path on this site (one leading "/", not "//" or "/\", same origin once
 * resolved, and still so after the URL parser has normalised it: "/.//host" becomes "//host")
 * and no account page (sign-in, sign-up, forgot-password, in any language); else `fallback`, the
 * dashboard.
 */
export function safeReturnPath(
  next: unknown,
  origin = "http://localhost",
  fallback: string = DEFAULT_RETURN_PATH,
): string {
  if (typeof next !== "string") return fallback;
  const path = next;
  if (!path.startsWith("/") || looksLikeAnotherHost(path)) return fallback;
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const resolved = new URL(path, origin);
    if (resolved.origin !== new URL(origin).origin) return fallback;
    if (ACCOUNT_PAGES.includes(unlocalizedPath(resolved.pathname))) return fallback;
    const target = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    if (looksLikeAnotherHost(target) || new URL(target, origin).origin !== resolved.origin) return fallback;
    return target;
  } catch {
    return fallback;
  }
}

/**
 * The page an account page's address asks to go on to after signing in (`?next=`), if it is one
 * of ours (`safeReturnPath`); else null.
 */
export function nextIn(search: string, origin?: string): string | null {
  const asked = new URLSearchParams(search).get(NEXT_PARAM);
  return asked === null ? null : safeReturnPath(asked, origin, "") || null;
}

/**
 * The sign-in page, in `language`, for a visitor the guard turns away from `asked` (a path with
 * its search and hash): `/signin?next=<asked>`; plain `/signin` when `asked` is that language's
 * dashboard, where signing in leads anyway.
 */
export function signInFor(asked: string, language?: Language): string {
  const signIn = localizedPath(paths.signIn, language);
  if (asked === localizedPath(paths.dashboard, language)) return signIn;
  return `${signIn}?${new URLSearchParams({ [NEXT_PARAM]: asked })}`;
}

/** A free trial chosen before signing up or in: the agent's slug and the plan (openapi.yaml's StartTrial). */
export type TrialChoice = { agentSlug: string; plan: string };

// The trial travels in the address (`?trial=<agent slug>&plan=<plan>`) from an agent page's
// link through sign-up or sign-in to the dashboard, which starts it: static pages can carry it
// before any code has run, and no storage outlives the visit.
const TRIAL_PARAM = "trial";
const PLAN_PARAM = "plan";
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

/** `href` (a path on this site) with `params` added to its search, before its hash; any other address unchanged. */
function withParams(href: string, params: Record<string, string>): string {
  const added = new URLSearchParams(params).toString();
  if (!added || !href.startsWith("/")) return href;
  const hashAt = href.indexOf("#");
  const [path, hash] = hashAt < 0 ? [href, ""] : [href.slice(0, hashAt), href.slice(hashAt)];
  return `${path}${path.includes("?") ? "&" : "?"}${added}${hash}`;
}

/** `href` (a path on this site) carrying the trial in its search; any other address unchanged. */
export const withTrial = (href: string, trial: TrialChoice | null): string =>
  trial ? withParams(href, { [TRIAL_PARAM]: trial.agentSlug, [PLAN_PARAM]: trial.plan }) : href;

/** The address without the trial in it (once the dashboard has dealt with it). */
export function withoutTrial(pathname: string, search: string, hash = ""): string {
  const params = new URLSearchParams(search);
  params.delete(TRIAL_PARAM);
  params.delete(PLAN_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ""}${hash}`;
}

/**
 * What the sign-in, sign-up and forgot-password pages pass on to each other's links: the trial
 * chosen, and the page to go on to after signing in (`next`).
 */
export type AccountJourney = { trial: TrialChoice | null; next: string | null };
/** The parameters of an account page's address that carry its journey. */
export const JOURNEY_SEARCH = [TRIAL_PARAM, PLAN_PARAM, NEXT_PARAM] as const;

/** `href` (a path on this site) carrying the journey in its search. */
export const withJourney = (href: string, { trial, next }: AccountJourney): string =>
  withParams(withTrial(href, trial), next ? { [NEXT_PARAM]: next } : {});

/**
 * Where to go after signing up or in: the dashboard in the page's language, starting the chosen
 * trial, when the sign-up or sign-in page's address carries one; else `safeReturnPath(next)`,
 * that dashboard when it names no page of ours.
 */
export function returnTarget(
  next: unknown,
  trial: TrialChoice | null,
  origin?: string,
  language?: Language,
): string {
  const dashboard = localizedPath(paths.dashboard, language);
  return trial ? withTrial(dashboard, trial) : safeReturnPath(next, origin, dashboard);
}
