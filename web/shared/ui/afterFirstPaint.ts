let painted: Promise<void> | undefined;

/**
 * Resolves once the browser has painted the prerendered page: a request made before the first
 * paint competes with the page's own first load (Lighthouse counts it into the paint's delay).
 * At once outside the browser (the build renders everything).
 */
export const afterFirstPaint = (): Promise<void> =>
  typeof window === "undefined"
    ? Promise.resolve()
    : (painted ??= new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
