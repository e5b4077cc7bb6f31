import { paths } from "@content/paths";

export const DEFAULT_RETURN_PATH = paths.dashboard;

type LocationLike = { pathname?: unknown; search?: unknown; hash?: unknown };

// A path that a browser or router could read as another host: "//host", "/\host".
const looksLikeAnotherHost = (path: string) => /^[/\\][/\\]/.test(path);

/**
 * Where to go after signing in: the page the guard was asked for, if it is a path on this
 * site (one leading "/", not "//" or "/\", same origin once resolved, and still so after
 * the URL parser has normalised it: "/.//host" becomes "//host"); else the dashboard.
 */
export function safeReturnPath(from: unknown, origin = "http://localhost"): string {
  if (!from || typeof from !== "object") return DEFAULT_RETURN_PATH;
  const { pathname, search, hash } = from as LocationLike;
  if (typeof pathname !== "string") return DEFAULT_RETURN_PATH;
  const path = `${pathname}${typeof search === "string" ? search : ""}${typeof hash === "string" ? hash : ""}`;
  if (!path.startsWith("/") || looksLikeAnotherHost(path)) return DEFAULT_RETURN_PATH;
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return DEFAULT_RETURN_PATH;
  try {
    const resolved = new URL(path, origin);
    if (resolved.origin !== new URL(origin).origin) return DEFAULT_RETURN_PATH;
    if (resolved.pathname === paths.signIn || resolved.pathname === paths.signUp) return DEFAULT_RETURN_PATH;
    const target = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    if (looksLikeAnotherHost(target) || new URL(target, origin).origin !== resolved.origin)
      return DEFAULT_RETURN_PATH;
    return target;
  } catch {
    return DEFAULT_RETURN_PATH;
  }
}
