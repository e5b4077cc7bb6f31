import { describe, expect, it } from "vitest";
import { paths } from "./paths";
import { sitePages, type TranslatedSlugs } from "./sitePages";

const spanish: TranslatedSlugs = { language: "es", agents: [], pages: ["index"], legal: [] };
const base = { agents: [], pages: ["index"] };
const at = (path: string, translations: TranslatedSlugs[]) =>
  sitePages({ ...base, translations }).find((page) => page.path === path);

describe("a language's account pages", () => {
  it("are its sign-in, sign-up and forgot-password pages where it has the account pages' twin", () => {
    for (const [path, kind] of [
      ["/es/signin", "signIn"],
      ["/es/signup", "signUp"],
      ["/es/forgot-password", "forgotPassword"],
    ] as const) {
      expect(at(path, [{ ...spanish, account: true }])).toEqual({
        path,
        kind,
        indexable: false,
        language: "es",
      });
      expect(at(path, [spanish])).toBeUndefined();
    }
    expect(at("/es/dashboard", [{ ...spanish, account: true }])).toBeUndefined();
  });

  it("include its dashboard where it has the dashboard's twin", () => {
    expect(at("/es/dashboard", [{ ...spanish, dashboard: true }])).toEqual({
      path: "/es/dashboard",
      kind: "dashboard",
      indexable: false,
      language: "es",
    });
  });

  it("leave the English ones as they are", () => {
    const pages = sitePages({ ...base, translations: [{ ...spanish, account: true, dashboard: true }] });
    for (const path of [paths.signIn, paths.signUp, paths.forgotPassword, paths.dashboard])
      expect(pages.find((page) => page.path === path)?.language).toBeUndefined();
  });
});
