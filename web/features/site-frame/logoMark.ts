/** Drawn by the site (Logo.tsx) and by the share images (web/files/shareCard.server.tsx). */
export const LOGO_MARK = {
  size: 32,
  radius: 8,
  stroke: "M9 23V9l14 14V9",
  strokeWidth: 3,
  dot: { cx: 23, cy: 9, r: 2.5 },
} as const;

/** Colour token names (`--color-<name>`) of the tile, the letter's stroke and the dot. */
export const LOGO_COLORS = { tile: "primary-600", stroke: "text-inverse", dot: "accent-500" } as const;

export const tokenVar = (name: string) => `var(--color-${name})`;
