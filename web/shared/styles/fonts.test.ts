import { describe, expect, it } from "vitest";
import arial from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import inter from "@capsizecss/metrics/inter";
import interBold from "@capsizecss/metrics/inter/700";
import dejaVuSans from "./fallback-metrics/dejaVuSans.json";
import dejaVuSansBold from "./fallback-metrics/dejaVuSansBold.json";
import { fontFaces } from "./fonts";
import { INTER_MARK } from "./fontSwitch";

const rules = fontFaces("/assets/inter-latin-wght-normal-Ab12.woff2").split("\n");
const faces = rules.filter((rule) => rule.startsWith("@font-face"));
const fallbacks = faces.filter((face) => face.includes("Inter Fallback"));
const value = (face: string, name: string) => Number(face.match(new RegExp(`${name}:([\\d.]+)%`))?.[1]);
const faceOf = (family: string, weight: string) =>
  fallbacks.find(
    (face) => face.includes(`font-family:"${family}"`) && face.includes(`font-weight:${weight}`),
  );

describe("fontFaces", () => {
  it("declares Inter from its one file, drawn with only once it is here (fallback: 0.1 s at most unseen)", () => {
    const declared = faces.filter((face) => face.includes('font-family:"Inter";'));
    expect(declared).toHaveLength(1);
    expect(declared[0]).toMatch(
      /font-display:optional;src:url\(\/assets\/inter-latin-wght-normal-Ab12\.woff2\) format\("woff2"\)/,
    );
  });

  it("names Inter in --font-sans only under the mark: before it, the fallbacks alone", () => {
    const root = rules.find((rule) => rule.startsWith(":root{"));
    expect(root).toMatch(
      /--font-fallback:"Inter Fallback: Arial","Inter Fallback: Roboto","Inter Fallback: DejaVu Sans",system-ui,/,
    );
    expect(root).toMatch(/--font-sans:var\(--font-fallback\)/);
    expect(root).not.toMatch(/"Inter"/);
    expect(rules).toContain(
      `:root[${INTER_MARK.attribute}=${INTER_MARK.value}]{--font-sans:"Inter",var(--font-fallback)}`,
    );
  });

  it("gives each local font a regular and a bold face, from its own metrics (Capsize's formula)", () => {
    const cases = [
      ["Inter Fallback: Arial", "100 500", inter, arial],
      ["Inter Fallback: Arial", "600 900", interBold, arialBold],
      ["Inter Fallback: DejaVu Sans", "100 500", inter, dejaVuSans],
      ["Inter Fallback: DejaVu Sans", "600 900", interBold, dejaVuSansBold],
    ] as const;
    for (const [family, weight, preferred, local] of cases) {
      const face = faceOf(family, weight);
      expect(face, `${family} ${weight}`).toBeDefined();
      const sizeAdjust = preferred.xWidthAvg / preferred.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
      expect(value(face!, "size-adjust")).toBeCloseTo(sizeAdjust * 100, 3);
      // Inter's ascent and descent at that size: a line is as tall in either font.
      expect(value(face!, "ascent-override") * value(face!, "size-adjust")).toBeCloseTo(
        (preferred.ascent / preferred.unitsPerEm) * 100 * 100,
        -1,
      );
      expect(value(face!, "descent-override") * value(face!, "size-adjust")).toBeCloseTo(
        (-preferred.descent / preferred.unitsPerEm) * 100 * 100,
        -1,
      );
    }
    expect(faceOf("Inter Fallback: Roboto", "100 500")).toBeDefined();
    expect(faceOf("Inter Fallback: Roboto", "600 900")).toBeDefined();
  });

  it("finds metric-compatible fonts under one face: Arial, Helvetica, Arimo, Liberation Sans", () => {
    const regular = faceOf("Inter Fallback: Arial", "100 500");
    for (const name of ["Arial", "ArialMT", "Helvetica", "Arimo Regular", "Liberation Sans"])
      expect(regular).toContain(`local('${name}')`);
    const bold = faceOf("Inter Fallback: Arial", "600 900");
    for (const name of ["Arial Bold", "Arial-BoldMT", "Helvetica Bold", "Arimo Bold", "Liberation Sans Bold"])
      expect(bold).toContain(`local('${name}')`);
    expect(faceOf("Inter Fallback: DejaVu Sans", "600 900")).toContain("local('DejaVu Sans Bold')");
    expect(fallbacks).toHaveLength(6);
  });
});
