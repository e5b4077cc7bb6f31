import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { paths } from "#content/paths.ts";
import { pageKinds } from "#content/pageKinds.ts";

// A visitor who never signed in downloads no sign-in code and sends nothing to any other
// origin. The Firebase SDK loads on the account pages and, for a visitor signed in on this
// browser, on every page; Google's scripts only when the Google button is used.

/** The client area's pages, each an area worded by `dashboardPage`: each asks who the visitor is. */
export const clientAreaPages: string[] = pageKinds().flatMap(([, { path, texts }]) =>
  path && texts?.type === "dashboardPage" ? [path] : [],
);

/** The pages where the Firebase SDK loads for every visitor. */
export const ACCOUNT_PAGES: string[] = [paths.signIn, paths.signUp, paths.forgotPassword, ...clientAreaPages];

/**
 * Sign-in code in a script: each Firebase chunk of the build names Firebase ("@firebase/app",
 * "@firebase/auth", registerVersion("firebase"), the session's "firebase:authUser" key), and
 * no other script does.
 */
export const SIGN_IN_CODE = /firebase/i;

/** The addresses of the built scripts with sign-in code (SIGN_IN_CODE), read from the build. */
export function signInScripts(client = "build/client"): Set<string> {
  const assets = path.join(client, "assets");
  const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
  return new Set(
    scripts
      .filter((file) => SIGN_IN_CODE.test(readFileSync(path.join(assets, file), "utf8")))
      .map((file) => `/assets/${file}`),
  );
}

/**
 * Every request a page makes and every script it downloads. The browser's cache is turned off
 * (as DevTools' "Disable cache"), so each script the page runs arrives as a response with its
 * body. Routing every request (`page.route`) turns it off too, but holds each request until
 * the test's process lets it go: measured here (2 cores, 2026-11-25), a page hydrated 0.25 s
 * later at a load average of 8, about 2 s later at 15.
 */
export async function watch(page: Page) {
  const requests: string[] = [];
  const scripts = new Map<string, Promise<string>>();
  const browser = await page.context().newCDPSession(page);
  await browser.send("Network.enable");
  await browser.send("Network.setCacheDisabled", { cacheDisabled: true });
  page.on("request", (request) => requests.push(request.url()));
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.set(
        response.url(),
        response.text().catch(() => ""),
      );
  });
  return {
    requests,
    /** Requests to origins other than those given. */
    elsewhere: (...origins: string[]) => requests.filter((url) => !origins.includes(new URL(url).origin)),
    async scriptsContaining(mark: RegExp | string) {
      const found: string[] = [];
      for (const [url, body] of scripts) if ((await body).search(mark) >= 0) found.push(url);
      return found;
    },
    clear() {
      requests.length = 0;
      scripts.clear();
    },
  };
}
