import { describe, expect, it } from "vitest";
import type { BlockOf } from "#blocks/types.ts";
import { ctaBandMarkdown } from "./markdown";

describe("ctaBandMarkdown", () => {
  it("writes a call-to-action band's heading, text and buttons", () => {
    const cta = {
      heading: "Ready?",
      text: "Talk.",
      primaryCta: { label: "Book", href: "/page-two" },
    } as unknown as BlockOf<"ctaBand">;
    expect(ctaBandMarkdown(cta)).toBe("## Ready?\n\nTalk.\n\n[Book](/page-two)");
  });
});
