import { ADDRESS_FORM, HOST_FILES, isAddressSlug } from "../../content/addressRules";
import { blogSlugs, sitePages, type ContentSlugs } from "../../content/sitePages";
import { safeHref } from "./links";

// The rules of redirects (schemas/documents/redirect.ts), in one place: the Studio checks the
// redirect being edited with them, `npm run content:validate` a dataset's redirects
// (studio/contentValidation.ts), and the build leaves out a redirect that breaks one
// (web/shared/sanity/contentSlugs.server.ts).

/** A redirect as `redirectFragment` gives it: `to` is the address it leads to, resolved. */
export type CheckedRedirect = {
  _id: string;
  from: string | null;
  to: string | null;
  permanent: boolean;
};

/**
 * The content the rules read: the slugs of what has a page (the blog's too), every redirect, and
 * the hosts of other sites a redirect may lead to (Site settings, `redirectHosts`).
 */
export type RedirectRulesContent = Pick<ContentSlugs, "agents" | "pages" | "blog"> & {
  redirects: readonly CheckedRedirect[];
  redirectHosts: readonly string[];
};

/** The content `contentSlugsQuery` reads (content/queries.ts). */
export type SlugContent = Parameters<typeof blogSlugs>[0] & {
  agents: (string | null)[];
  pages: (string | null)[];
  redirects: CheckedRedirect[];
  redirectHosts: (string | null)[] | null;
};

const isPresent = (text: string | null): text is string => Boolean(text);

/** What the rules read of `contentSlugsQuery`'s content; `redirects` in place of its own when given. */
export const rulesContent = (
  content: SlugContent,
  redirects: readonly CheckedRedirect[] = content.redirects,
): RedirectRulesContent => ({
  agents: content.agents.filter(isPresent),
  pages: content.pages.filter(isPresent),
  blog: blogSlugs(content),
  redirects,
  redirectHosts: (content.redirectHosts ?? []).filter(isPresent),
});

/** What is wrong with a redirect (`id`), and in which of its fields. */
export type RedirectProblem = { id: string; field: "from" | "to"; message: string };

/** Why a redirect cannot start from this address, whatever the other content; null when it can. */
export function redirectFromProblem(from: string): string | null {
  return from.startsWith("/") && isAddressSlug(from.slice(1))
    ? null
    : `Write an address on this site: / then ${ADDRESS_FORM} (/old-page, /solutions/old)`;
}

/** Why a redirect cannot lead to this address, whatever the other content; null when it can. */
export function redirectToProblem(to: string): string | null {
  return safeHref(to) === to && (to.startsWith("/") || /^https?:\/\//i.test(to))
    ? null
    : "Write a path on this site (/contact) or a full http(s):// URL";
}

/** Why `host` cannot be listed as a site redirects may lead to; null when it can. */
export function redirectHostProblem(host: string): string | null {
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(host)
    ? null
    : "Write a host name alone, in lowercase: calendly.com, www.example.org (no https://, no path)";
}

/** The path a destination on this site leads to (query, #anchor and trailing slash left out); null for another site. */
function sitePath(to: string): string | null {
  if (!to.startsWith("/")) return null;
  const path = to.replace(/[?#].*$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

const isHostFile = (path: string) =>
  HOST_FILES.some((file) => path === `/${file}` || path.startsWith(`/${file}/`));

/**
 * Every problem of every redirect: an address of the wrong form, a start address that is a
 * page of the site (or a file of the host's), two redirects from the same address, a
 * destination that is missing, malformed, no page of the site or on another site not listed in
 * `redirectHosts`, a redirect to an address that is itself redirected (a chain) and a loop.
 */
export function redirectProblems({
  agents,
  pages,
  blog,
  redirects,
  redirectHosts,
}: RedirectRulesContent): RedirectProblem[] {
  const pagePaths = new Set(sitePages({ agents, pages, blog }).map((page) => page.path));
  const isLive = (path: string) => pagePaths.has(path) || isHostFile(path);
  const from = (path: string) => redirects.filter((redirect) => redirect.from === path);
  /** Where the redirect from `path` leads on this site, or null. */
  const next = (path: string) => {
    const to = from(path)[0]?.to;
    return to ? sitePath(to) : null;
  };

  const problems: RedirectProblem[] = [];
  for (const redirect of redirects) {
    const report = (field: RedirectProblem["field"], message: string) =>
      problems.push({ id: redirect._id, field, message });
    // Without an address to start from it is only a draft: the field's own rule says so.
    if (!redirect.from) continue;
    const start = redirect.from;
    const fromProblem = redirectFromProblem(start);
    if (fromProblem) report("from", fromProblem);
    else if (isLive(start)) report("from", `${start} is a page of the site: a redirect would hide it`);
    const others = from(start).filter((other) => other !== redirect);
    if (others.length) {
      const leads = others.map((other) => other.to ?? "nowhere").join(", ");
      report("from", `Another redirect starts from ${start} too (to ${leads}): keep one`);
    }

    if (!redirect.to) {
      report("to", "Leads nowhere: choose a page that has an address, or write one");
      continue;
    }
    const toProblem = redirectToProblem(redirect.to);
    if (toProblem) {
      report("to", toProblem);
      continue;
    }
    const target = sitePath(redirect.to);
    if (target === null) {
      const host = new URL(redirect.to).hostname;
      if (!redirectHosts.includes(host))
        report(
          "to",
          `Leads to another site, ${host}: a redirect leads to a page of this site, or to a site listed in Site settings (Other sites redirects may lead to)`,
        );
      continue;
    }
    const trail = [start];
    for (let at: string | null = target; at !== null && !trail.includes(at); at = next(at)) trail.push(at);
    const loops = trail.length > 1 && next(trail.at(-1)!) === start;
    if (target === start) report("to", `Leads back to ${start}, its own address: a loop`);
    else if (loops) report("to", `Redirect loop: ${[...trail, start].join(" → ")}`);
    else if (from(target).length)
      report(
        "to",
        `${target} is itself redirected, to ${from(target)[0].to ?? "nowhere"}: lead to the last address, redirects do not chain`,
      );
    else if (!isLive(target)) report("to", `${target} is no page of the site`);
  }
  return problems;
}
