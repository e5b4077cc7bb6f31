import { expect, type Page } from "@playwright/test";

/** Asserts each text is somewhere in the page's main content (hidden tab panels included). */
export async function expectTexts(page: Page, texts: (string | undefined | null)[], scope = "body") {
  const content = page.locator(scope).first();
  for (const text of texts) {
    if (!text) continue;
    await expect(content, `page ${page.url()} should contain "${text}"`).toContainText(text);
  }
}
