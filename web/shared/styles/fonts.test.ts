import { describe, expect, it } from "vitest";
import { fontFaces } from "./fonts";

const faces = fontFaces("/assets/inter-latin-wght-normal-Ab12.woff2").split("\n");

describe("fontFaces", () => {
  it("declares Inter from its one file, used only if it arrives in time for the first paint", () => {
    const inter = faces.filter((face) => face.includes('font-family:"Inter";'));
    expect(inter).toHaveLength(1);
    expect(inter[0]).toMatch(
      /font-display:optional;src:url\(\/assets\/inter-latin-wght-normal-Ab12\.woff2\) format\("woff2"\)/,
    );
  });

  it("gives every fallback face Inter's metrics at its width: ascent 1984 / 2048 over size-adjust", () => {
    const fallbacks = faces.filter((face) => face.includes("Inter Fallback"));
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const face of fallbacks) {
      expect(face).toMatch(/src:local\("[^"]+"\)/);
      const value = (name: string) => Number(face.match(new RegExp(`${name}:([\\d.]+)%`))?.[1]);
      expect(value("ascent-override") * value("size-adjust")).toBeCloseTo(96.875 * 100, -1);
      expect(value("descent-override") * value("size-adjust")).toBeCloseTo(24.121 * 100, -1);
      expect(value("line-gap-override")).toBe(0);
    }
  });
});
