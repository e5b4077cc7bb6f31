import { see, test } from "./support/test";
import { paths } from "#content/paths.ts";

// What makes every test here fail: the capture sees a page's errors and CSP violations.
test("a page's console error, uncaught error, missing module and CSP violation are caught", async ({
  tab,
  capture,
}) => {
  await tab.goto(paths.about);
  await tab.evaluate(() => {
    console.error("logged by the test");
    setTimeout(() => {
      throw new Error("thrown by the test");
    });
    // The policy allows images from this site only.
    new Image().src = "https://example.invalid/pixel.png";
    const preload = Object.assign(document.createElement("link"), {
      rel: "modulepreload",
      crossOrigin: "",
      href: "/assets/not-there.js",
    });
    document.head.append(preload);
  });
  await see(async () =>
    (await capture.errors(await tab.reports())).map((report) => report.kind).sort(),
  ).toEqual(["CSP violation", "console error", "failed link", "uncaught error"]);
  // Caught as they should be: not this test's failure.
  await tab.forgetReports();
});
