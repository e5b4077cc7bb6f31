import { expect, test } from "./support/test";
import { singleton } from "./support/dataset";
import { openPresentationStudio } from "./support/presentation-studio";
import { paths } from "../../web/shared/paths";

// The site inside the Studio's Presentation tool, played by a stand-in that speaks the tool's
// protocol (tests/e2e/support/presentation-studio.ts): drafts show in place and follow edits
// without a reload, and the published view shows published content.

const about = singleton("aboutPage");

test("inside the Presentation tool a draft shows in place, and a later edit without a reload", async ({
  page,
  baseURL,
}) => {
  const studio = await openPresentationStudio(page, `${baseURL}${paths.about}`, {
    aboutPage: { title: "About Us, draft one" },
  });
  const site = studio.site();
  const heading = site.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("About Us, draft one");

  // The page asked for its queries with the tool's perspective.
  const listens = await studio.listens();
  expect(listens.some((listen) => listen.query.includes('"aboutPage"'))).toBe(true);
  expect(listens.every((listen) => listen.perspective === "drafts")).toBe(true);

  const frame = page.frames().find((candidate) => candidate.url().startsWith(baseURL!))!;
  await frame.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  studio.setDraft("aboutPage", { title: "About Us, draft two" });
  await studio.resend();
  await expect(heading).toContainText("About Us, draft two");
  expect(await frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The tool's published view: the published title again.
  await studio.setPerspective("published");
  await expect(heading).toHaveText(new RegExp(`^${about.title}`));
  await expect(heading).not.toContainText("draft");
});
