export const DEFAULT_RETURN_PATH = "/dashboard";

type LocationLike = { pathname?: unknown; search?: unknown; hash?: unknown };

/**
 * Where to go after signing in: the page the guard was asked for, if it is a path on this
 * site (one leading "/", not "//" or "/\", same origin once resolved); else the dashboard.
 */
export function safeReturnPath(from: unknown, origin = "http://localhost"): string {
  if (!from || typeof from !== "object") return DEFAULT_RETURN_PATH;
  const { pathname, search, hash } = from as LocationLike;
  if (typeof pathname !== "string") return DEFAULT_RETURN_PATH;
  const path = `${pathname}${typeof search === "string" ? search : ""}${typeof hash === "string" ? hash : ""}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return DEFAULT_RETURN_PATH;
  if ([...path].some((char) => char.charCodeAt(0) < 0x20)) return DEFAULT_RETURN_PATH;
  try {
    const resolved = new URL(path, origin);
    if (resolved.origin !== new URL(origin).origin) return DEFAULT_RETURN_PATH;
    if (resolved.pathname === "/signin" || resolved.pathname === "/signup") return DEFAULT_RETURN_PATH;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return DEFAULT_RETURN_PATH;
  }
}
