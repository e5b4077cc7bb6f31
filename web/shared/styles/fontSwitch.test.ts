// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { FONT_CACHED_KEY } from "#web/shared/privacy/storageKeys.ts";
import { fontSwitchScript, INTER_MARK } from "./fontSwitch";

const FILE = "/assets/inter-latin-wght-normal-Ab12.woff2";
const marked = () => document.documentElement.getAttribute(INTER_MARK.attribute) === INTER_MARK.value;
// The script as the page runs it: its text, inline.
const run = () => new Function(fontSwitchScript(FILE))();

describe("the font switch (inline script)", () => {
  beforeEach(() => {
    document.documentElement.removeAttribute(INTER_MARK.attribute);
    localStorage.clear();
  });

  it("draws a first visit in the fallbacks, through its load too", () => {
    run();
    window.dispatchEvent(new Event("load"));
    expect(marked()).toBe(false);
  });

  it("draws the page in Inter from the start when this browser noted that it has this file", () => {
    localStorage.setItem(FONT_CACHED_KEY, FILE);
    run();
    expect(marked()).toBe(true);
  });

  it("keeps the fallbacks when the note names another file (a new Inter)", () => {
    localStorage.setItem(FONT_CACHED_KEY, "/assets/inter-latin-wght-normal-Old1.woff2");
    run();
    expect(marked()).toBe(false);
  });

  it("is one function with its arguments, nothing of the tools' around it", () => {
    expect(fontSwitchScript(FILE)).toMatch(/^\(function drawInInterIfCached\(/);
    expect(fontSwitchScript(FILE)).not.toContain("__name");
    expect(fontSwitchScript(FILE)).toContain(JSON.stringify(FILE));
  });
});
