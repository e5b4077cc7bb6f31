import { expect, test } from "./support/test";
import { publicRoutes } from "./support/routes";
import { E2E_BACKEND_URL } from "./support/backend";
import { E2E_STUDIO_URL } from "./support/studio-origin";
import { AUTH_EMULATOR_URL } from "../../scripts/lib/local-firebase";
import { paths } from "../../content/paths";

/** A Content-Security-Policy header as a map from directive to its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, "Content-Security-Policy header").toBeTruthy();
  return new Map(
    policy!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

test("every page is served with the security headers, and scripts only from this site or by hash", async ({
  request,
}) => {
  for (const route of publicRoutes()) {
    const headers = (await request.get(route)).headers();
    expect(headers["x-content-type-options"], route).toBe("nosniff");
    expect(headers["referrer-policy"], route).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"], route).toBe("same-origin-allow-popups");
    expect(headers["permissions-policy"], route).toContain("camera=()");
    expect(headers["strict-transport-security"], route).toBe("max-age=31536000");
    expect(headers["x-frame-options"], route).toBeUndefined();

    const csp = directives(headers["content-security-policy"]);
    const scripts = csp.get("script-src")!;
    expect(scripts, route).toContain("'self'");
    expect(scripts.filter((source) => source.startsWith("'sha256-")).length, route).toBeGreaterThan(0);
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:", "data:"])
      expect(scripts, route).not.toContain(unsafe);
    // WebAssembly, for the site search's index (Pagefind), and nothing else eval-like.
    expect(
      scripts.filter((source) => source.includes("eval")),
      route,
    ).toEqual(["'wasm-unsafe-eval'"]);
    expect(csp.get("object-src"), route).toEqual(["'none'"]);
    expect(csp.get("base-uri"), route).toEqual(["'self'"]);
    expect(csp.get("form-action"), route).toEqual(["'self'"]);
    // The site itself and the Studio (the tests' stand-in for it): no other site may frame it.
    expect(csp.get("frame-ancestors"), route).toEqual(["'self'", E2E_STUDIO_URL]);
    // A local build: the Auth emulator and the test backend, and nothing of Sanity's.
    expect(csp.get("connect-src"), route).toEqual(
      expect.arrayContaining(["'self'", AUTH_EMULATOR_URL, E2E_BACKEND_URL]),
    );
    expect(headers["content-security-policy"], route).not.toContain("sanity.io");
  }
});

test("scripts and route data come with nosniff but without the pages' headers", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  });
  await page.goto(paths.pricing);
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of [...scripts, `${paths.pricing}.data`, "/favicon.svg"]) {
    const headers = (await request.get(url)).headers();
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    for (const pageOnly of ["content-security-policy", "permissions-policy", "cross-origin-opener-policy"])
      expect(headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
  }
});

test("every page runs under its policy with no violation and hydrates", async ({ page }) => {
  for (const route of publicRoutes()) {
    // goto waits for <html data-hydrated>: the inline scripts and the app's modules all ran.
    const response = await page.goto(route);
    expect(response?.headers()["content-security-policy"], route).toBeTruthy();
  }
});

test("a script the policy does not name is blocked and reported", async ({ page, cspViolations }) => {
  await page.goto("/");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.map((violation) => violation.directive)).toEqual(["script-src-elem"]);
  // Seen and checked: the test itself caused it.
  cspViolations.length = 0;
});
