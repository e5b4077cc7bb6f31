import { evaluate, parse } from "groq-js";
import type { ValidationContext } from "sanity";
import { describe, expect, it, vi } from "vitest";
import { checkAgainstContent } from "#schemas/documents/redirect.ts";
import {
  redirectFromProblem,
  redirectProblems,
  redirectHostProblem,
  redirectToProblem,
  type CheckedRedirect,
} from "#schemas/lib/redirects.ts";
import { paths } from "#content/paths.ts";
import { HOME_SLUG } from "#content/documentPaths.ts";

// The rules of redirects (schemas/lib/redirects.ts), which the Studio, content:validate and
// the build apply, and the Studio's check of the redirect being edited with them.

const redirect = (id: string, from: string | null, to: string | null): CheckedRedirect => ({
  _id: id,
  from,
  to,
  permanent: true,
});

/**
 * The problems of a set of redirects, on a site with one agent, one post and the bundled pages
 * built from blocks, whose Site settings let redirects lead to blog.example.com.
 */
const problemsOf = (...redirects: CheckedRedirect[]) =>
  redirectProblems({
    agents: ["data-analyst"],
    pages: [HOME_SLUG, "agents", "about-us", "pricing", "contact", "solutions/ecommerce"],
    blog: { posts: ["hello"], categories: [], authors: [] },
    redirects,
    redirectHosts: ["blog.example.com"],
  });

describe("redirectFromProblem", () => {
  it.each(["/privacy", "/old-page", "/solutions/old", paths.agent("old-agent")])("accepts %j", (from) => {
    expect(redirectFromProblem(from)).toBeNull();
  });

  it.each(["privacy", "/", "/Old", "/old/", "/old page", "/old.html", "/old?x=1", "/*", "//host", "/:slug"])(
    "refuses %j",
    (from) => {
      expect(redirectFromProblem(from)).toMatch(/^Write an address on this site/);
    },
  );
});

describe("redirectToProblem", () => {
  it.each([
    paths.privacy,
    `${paths.pricing}#agents`,
    `${paths.contact}?topic=seo`,
    "/",
    "https://example.com/new",
  ])("accepts %j", (to) => {
    expect(redirectToProblem(to)).toBeNull();
  });

  it.each([
    "privacy-policy",
    "//evil.example",
    "javascript:alert(1)",
    "mailto:a@b.c",
    "#faq",
    ` ${paths.pricing}`,
  ])("refuses %j", (to) => {
    expect(redirectToProblem(to)).toMatch(/^Write a path on this site/);
  });
});

describe("redirectHostProblem", () => {
  it.each(["calendly.com", "www.example.org", "blog.example.com", "xn--bcher-kva.example"])(
    "accepts %j",
    (host) => {
      expect(redirectHostProblem(host)).toBeNull();
    },
  );

  it.each([
    "https://calendly.com",
    "calendly.com/agency",
    "Calendly.com",
    "localhost",
    "*.example.com",
    "",
    " calendly.com",
  ])("refuses %j", (host) => {
    expect(redirectHostProblem(host)).toMatch(/^Write a host name alone/);
  });
});

describe("redirectProblems", () => {
  it("refuses a redirect to a site Site settings does not list, naming its host", () => {
    expect(
      problemsOf(
        redirect("phish", "/login", "https://evil.example/phish"),
        // A listed host's look-alikes are other hosts.
        redirect("suffix", "/news", "https://blog.example.com.evil.example/"),
        redirect("userinfo", "/news-2", "https://blog.example.com@evil.example/"),
      ),
    ).toEqual([
      expect.objectContaining({
        id: "phish",
        field: "to",
        message: expect.stringMatching(/^Leads to another site, evil\.example:/),
      }),
      expect.objectContaining({
        id: "suffix",
        field: "to",
        message: expect.stringMatching(/^Leads to another site, blog\.example\.com\.evil\.example:/),
      }),
      expect.objectContaining({
        id: "userinfo",
        field: "to",
        message: expect.stringMatching(/^Leads to another site, evil\.example:/),
      }),
    ]);
  });

  it("accepts redirects to pages of the site, to agents, to built pages and to a listed site", () => {
    expect(
      problemsOf(
        redirect("privacy", "/privacy", paths.privacy),
        redirect("agent", paths.agent("old-analyst"), paths.agent("data-analyst")),
        redirect("built", "/shop", "/solutions/ecommerce#plans"),
        redirect("blog", "/blog", "https://blog.example.com/"),
        redirect("temporary", "/summer", `${paths.pricing}?offer=summer`),
      ),
    ).toEqual([]);
  });

  it("refuses a loop of two redirects, naming the addresses on each", () => {
    expect(problemsOf(redirect("a", "/old-a", "/old-b"), redirect("b", "/old-b", "/old-a"))).toEqual([
      { id: "a", field: "to", message: "Redirect loop: /old-a → /old-b → /old-a" },
      { id: "b", field: "to", message: "Redirect loop: /old-b → /old-a → /old-b" },
    ]);
  });

  it("refuses a longer loop, and a redirect to its own address", () => {
    const loop = problemsOf(
      redirect("a", "/a", "/b"),
      redirect("b", "/b", "/c"),
      redirect("c", "/c", "/a#top"),
      redirect("self", "/self", "/self/"),
    );
    expect(loop).toContainEqual({ id: "a", field: "to", message: "Redirect loop: /a → /b → /c → /a" });
    expect(loop).toContainEqual({
      id: "self",
      field: "to",
      message: "Leads back to /self, its own address: a loop",
    });
    expect(loop.map((problem) => problem.id)).toEqual(["a", "b", "c", "self"]);
  });

  it("refuses a chain: a redirect to an address that is itself redirected", () => {
    expect(problemsOf(redirect("older", "/older", "/old"), redirect("old", "/old", paths.pricing))).toEqual([
      {
        id: "older",
        field: "to",
        message: `/old is itself redirected, to ${paths.pricing}: lead to the last address, redirects do not chain`,
      },
    ]);
  });

  it("refuses two redirects from the same address, on both", () => {
    expect(
      problemsOf(redirect("one", "/privacy", paths.privacy), redirect("two", "/privacy", paths.terms)),
    ).toEqual([
      {
        id: "one",
        field: "from",
        message: `Another redirect starts from /privacy too (to ${paths.terms}): keep one`,
      },
      {
        id: "two",
        field: "from",
        message: `Another redirect starts from /privacy too (to ${paths.privacy}): keep one`,
      },
    ]);
  });

  it.each([paths.pricing, paths.agents, paths.agent("data-analyst"), "/solutions/ecommerce", paths.notFound])(
    "refuses a redirect from %s, a page of the site",
    (from) => {
      expect(problemsOf(redirect("r", from, paths.contact))).toEqual([
        { id: "r", field: "from", message: `${from} is a page of the site: a redirect would hide it` },
      ]);
    },
  );

  it.each(["/assets/app", `${paths.notFound}/es/old`])(
    "refuses a redirect from under the host's files: %s",
    (from) => {
      expect(problemsOf(redirect("r", from, paths.contact))[0].message).toMatch(/is a page of the site/);
    },
  );

  it("refuses a destination that is missing, malformed or no page of the site", () => {
    expect(
      problemsOf(
        redirect("nowhere", "/a", null),
        redirect("unsafe", "/b", "javascript:alert(1)"),
        redirect("missing", "/c", "/no-such-page"),
      ),
    ).toEqual([
      {
        id: "nowhere",
        field: "to",
        message: "Leads nowhere: choose a page that has an address, or write one",
      },
      { id: "unsafe", field: "to", message: expect.stringMatching(/^Write a path on this site/) },
      { id: "missing", field: "to", message: "/no-such-page is no page of the site" },
    ]);
  });

  it("leaves a redirect without an old address to the field's required rule", () => {
    expect(problemsOf(redirect("draft", null, null))).toEqual([]);
  });

  it("knows the blog's addresses: a redirect may lead to a post or the list, not start from them", () => {
    expect(
      problemsOf(
        redirect("renamed", paths.post("old-hello"), paths.post("hello")),
        redirect("old-blog", "/blog", paths.insights),
      ),
    ).toEqual([]);
    expect(problemsOf(redirect("hides", paths.post("hello"), paths.home))).toEqual([
      {
        id: "hides",
        field: "from",
        message: `${paths.post("hello")} is a page of the site: a redirect would hide it`,
      },
    ]);
  });
});

describe("the Studio's check of a redirect being edited (schemas/documents/redirect.ts)", () => {
  // Published content, queried as the Studio's client would (groq-js instead of the API).
  const dataset = [
    { _id: "agent-data-analyst", _type: "agent", slug: { current: "data-analyst" } },
    { _id: "legal-privacy-policy", _type: "legalPage", slug: { current: "privacy-policy" } },
    { _id: "redirect-privacy", _type: "redirect", from: "/privacy", to: { _ref: "legal-privacy-policy" } },
    { _id: "redirect-old-a", _type: "redirect", from: "/old-a", toUrl: "/old-b" },
  ];
  const context = {
    getClient: () => ({
      fetch: async (query: string, params: Record<string, unknown>) =>
        (await evaluate(parse(query, { params }), { dataset, params })).get(),
    }),
  } as unknown as ValidationContext;
  const check = (value: Record<string, unknown>) =>
    checkAgainstContent(
      { _id: "drafts.new", ...value } as Parameters<typeof checkAgainstContent>[0],
      context,
    );

  it("accepts a redirect to a page, and the draft of a published redirect as it is", async () => {
    expect(await check({ from: "/old-analyst", to: { _ref: "agent-data-analyst" } })).toBe(true);
    expect(
      await check({ _id: "drafts.redirect-privacy", from: "/privacy", to: { _ref: "legal-privacy-policy" } }),
    ).toBe(true);
  });

  it("marks the field of each problem: a duplicate old address, a chain, a loop", async () => {
    expect(await check({ from: "/privacy", toUrl: paths.terms })).toEqual([
      {
        message: `Another redirect starts from /privacy too (to ${paths.privacy}): keep one`,
        path: ["from"],
      },
    ]);
    expect(await check({ from: "/old-policy", toUrl: "/privacy" })).toEqual([
      {
        message: `/privacy is itself redirected, to ${paths.privacy}: lead to the last address, redirects do not chain`,
        path: ["to"],
      },
    ]);
    expect(await check({ from: "/old-b", toUrl: "/old-a" })).toEqual([
      { message: "Redirect loop: /old-b → /old-a → /old-b", path: ["to"] },
    ]);
  });

  it("leaves the check to content:validate offline", async () => {
    vi.stubEnv("SANITY_OFFLINE_VALIDATION", "1");
    try {
      expect(await check({ from: "/privacy", toUrl: paths.terms })).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
