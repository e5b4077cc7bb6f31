import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import arimo from "@capsizecss/metrics/arimo";
import arimoBold from "@capsizecss/metrics/arimo/700";
import helvetica from "@capsizecss/metrics/helvetica";
import helveticaBold from "@capsizecss/metrics/helvetica/700";
import inter from "@capsizecss/metrics/inter";
import interBold from "@capsizecss/metrics/inter/700";
import roboto from "@capsizecss/metrics/roboto";
import robotoBold from "@capsizecss/metrics/roboto/700";
import dejaVuSans from "./fallback-metrics/dejaVuSans.json";
import dejaVuSansBold from "./fallback-metrics/dejaVuSansBold.json";
import { INTER_MARK } from "./fontSwitch";

type Metrics = Parameters<typeof createFontStack>[0][number];

const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** Liberation Sans (most Linux systems) has Arimo's glyph widths and metrics under its own names. */
const liberation = (metrics: Metrics, fullName: string, postscriptName: string): Metrics => ({
  ...metrics,
  familyName: "Liberation Sans",
  fullName,
  postscriptName,
});

/**
 * In the order tried: each group's fonts have the same glyph widths (Capsize's xWidthAvg), so they
 * share one face under the first one's name. Bold local fonts are wider than bold Inter by another
 * ratio than the regular ones, so weights 600-900 get faces of their own. Which font on which
 * system: docs/performance.md#what-a-page-loads-first
 */
type Group = { regular: Metrics[]; bold: Metrics[] };
const fallbackGroups = (): Group[] => [
  {
    regular: [arial, helvetica, arimo, liberation(arimo, "Liberation Sans", "LiberationSans")],
    bold: [
      arialBold,
      helveticaBold,
      arimoBold,
      liberation(arimoBold, "Liberation Sans Bold", "LiberationSans-Bold"),
    ],
  },
  {
    // Android's own Roboto is named "Roboto", Google Fonts' "Roboto Regular".
    regular: [roboto, { ...roboto, fullName: "Roboto", postscriptName: "Roboto-Regular" }],
    bold: [robotoBold],
  },
  { regular: [dejaVuSans], bold: [dejaVuSansBold] },
];

const WEIGHTS = [
  { weight: "100 500", inter, fonts: (group: Group) => group.regular },
  { weight: "600 900", inter: interBold, fonts: (group: Group) => group.bold },
];

type Face = Record<string, string | number>;

const css = (face: Face) =>
  `@font-face{${Object.entries(face)
    .map(
      ([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`,
    )
    .join(";")}}`;

/**
 * One face per group and weight range, its src every local name of the group's fonts (each face of
 * a group must come out the same: a font that does not is not of the group).
 */
function fallbackFaces(): { faces: Face[]; families: string[] } {
  const families: string[] = [];
  const faces = WEIGHTS.flatMap(({ weight, inter: metrics, fonts }) =>
    fallbackGroups().map((group) => {
      const { fontFaces } = createFontStack([metrics, ...fonts(group)], {
        fontFaceFormat: "styleObject",
        fontFaceProperties: { fontWeight: weight },
      });
      // createFontStack leaves out an override equal to the font's own value (Helvetica's line
      // gap is Inter's, 0): a value one face states and another leaves out is the same.
      const [first, ...rest] = fontFaces.map(
        (face) => ({ sizeAdjust: "100%", ...face["@font-face"] }) as Face,
      );
      // Named after the group's first font, however many it has (createFontStack names a lone
      // fallback "Inter Fallback").
      const { fontFamily: _family, src, ...overrides } = first;
      const fontFamily = `"${metrics.familyName} Fallback: ${fonts(group)[0].familyName}"`;
      for (const { fontFamily: other, src: _, ...its } of rest)
        for (const [property, value] of Object.entries(its)) {
          if (overrides[property] === undefined) overrides[property] = value;
          else if (overrides[property] !== value)
            throw new Error(
              `${other} does not match ${fontFamily} (${property}): give it a group of its own`,
            );
        }
      if (!families.includes(fontFamily)) families.push(fontFamily);
      const sources = [...new Set([src, ...rest.map((face) => face.src)].join(", ").split(", "))];
      return { fontFamily, src: sources.join(","), ...overrides };
    }),
  );
  return { faces, families };
}

const SYSTEM_FONTS = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

/**
 * --font-sans is the fallbacks until the page is marked (INTER_MARK), which happens when Inter's
 * file is here, so font-display matters only when the cache is slow: `optional` hides text at most
 * 0.1 s, then draws the page in the fallback to its end, never swapping while it is read.
 */
export function fontFaces(interFile: string) {
  // Computed when called (the build's server side), so that the browser's bundle, where
  // web/root.tsx never calls it, carries neither Capsize nor the metrics.
  const fallback = fallbackFaces();
  return [
    `@font-face{font-family:"Inter";font-style:normal;font-weight:100 900;font-display:optional;src:url(${interFile}) format("woff2");unicode-range:${LATIN}}`,
    ...fallback.faces.map(css),
    `:root{--font-fallback:${fallback.families.join(",")},${SYSTEM_FONTS};--font-sans:var(--font-fallback)}`,
    `:root[${INTER_MARK.attribute}=${INTER_MARK.value}]{--font-sans:"Inter",var(--font-fallback)}`,
  ].join("\n");
}
