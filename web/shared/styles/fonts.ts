// Inter 5.3.0 (@fontsource-variable/inter): its vertical metrics per em (hhea and OS/2 agree).
const INTER = { unitsPerEm: 2048, ascent: 1984, descent: 494, lineGap: 0 };
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/**
 * Inter is used only if it arrives in time for the first paint (font-display: optional: no
 * late swap, no shift); otherwise, and until it is cached, text is drawn in a local font
 * given Inter's metrics. `width` is Inter's width over the local font's for
 * English text (it becomes size-adjust). Bold local fonts are wider than bold Inter, so the
 * heavy weights get faces of their own. Arial (Mac, Windows; Liberation Sans and Arimo
 * share its widths): Next.js's figure for Inter on Arial, and Arial Bold's average width
 * over Arial's (983 / 904). DejaVu Sans (most Linux systems): measured in Chromium.
 */
const FALLBACKS = [
  {
    family: "Inter Fallback",
    weight: "100 500",
    width: 1.0706,
    local: ["Arial", "ArialMT", "Liberation Sans", "Arimo", "Helvetica"],
  },
  {
    family: "Inter Fallback",
    weight: "600 900",
    width: 1.0153,
    local: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Arimo Bold", "Helvetica Bold"],
  },
  { family: "Inter Fallback DejaVu", weight: "100 500", width: 0.9371, local: ["DejaVu Sans", "DejaVuSans"] },
  {
    family: "Inter Fallback DejaVu",
    weight: "600 900",
    width: 0.8564,
    local: ["DejaVu Sans Bold", "DejaVuSans-Bold"],
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The @font-face rules of Inter, from its one file (the variable Latin subset, every weight),
 * and of its fallbacks; --font-sans in global.css names them.
 */
export const fontFaces = (interFile: string) =>
  [
    `@font-face{font-family:"Inter";font-style:normal;font-weight:100 900;font-display:optional;src:url(${interFile}) format("woff2");unicode-range:${LATIN}}`,
    ...FALLBACKS.map(
      ({ family, weight, width, local }) =>
        `@font-face{font-family:"${family}";src:${local.map((name) => `local("${name}")`).join(",")};font-weight:${weight};size-adjust:${percent(width)};ascent-override:${percent(INTER.ascent / INTER.unitsPerEm / width)};descent-override:${percent(INTER.descent / INTER.unitsPerEm / width)};line-gap-override:${percent(INTER.lineGap / INTER.unitsPerEm)}}`,
    ),
  ].join("\n");
