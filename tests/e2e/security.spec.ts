import { expect, test } from "./support/test";
import { headerRules, headersAt } from "./support/hosting-headers";
import { paths } from "#content/paths.ts";
import { localizedPath } from "#content/documentPaths.ts";

// Which headers each page, script and file is served with, by the build's firebase.json, is
// checked on the built files (tests/build/hosting.test.ts, with the emulator's rule matcher);
// here, that the host serves that file's headers, and that the policy works in the browser
// (one page of each template loads under it in templates.spec.ts, and every test fails on a
// violation).
const BUILD_DIR = process.env.BUILD_DIR || "build";

test("the host serves each kind of address with the headers of the build's firebase.json", async ({
  request,
}) => {
  // A page, a Spanish one, an unknown address (the 404 page), a script, route data, an image.
  const script = /"(\/assets\/[^"]+\.js)"/.exec(await (await request.get(paths.pricing)).text())?.[1];
  expect(script).toBeTruthy();
  const rules = headerRules(BUILD_DIR);
  const pages = ["/", paths.pricing, localizedPath(paths.signIn, "es"), "/no-such-page"];
  for (const address of [...pages, script!, `${paths.pricing}.data`, "/favicon.svg"]) {
    const expected = headersAt(rules, address);
    expect(Object.keys(expected), address).toContain("x-content-type-options");
    const served = (await request.get(address)).headers();
    for (const [name, value] of Object.entries(expected))
      expect(served[name], `${address} ${name}`).toBe(value);
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
