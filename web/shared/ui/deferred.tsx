import { lazy, memo, Suspense, useEffect, type ComponentType } from "react";

type DeferredOptions<P> = {
  /** Wait for this before loading the code (in the browser only; the build renders at once). */
  when?: () => Promise<unknown>;
  /** Shown, with the same props, where the component mounts in the browser before its code
   * has loaded (not during hydration, where the prerendered HTML stays). */
  Fallback?: ComponentType<P>;
};

const loading = new Set<Promise<unknown>>();

// `<html data-hydrated>` is "true" once every deferred part on the page has hydrated: the
// moment links, forms and menus are all live (the end-to-end tests wait for it).
let waiting = 0;
function countHydration(change: number) {
  waiting += change;
  document.documentElement.dataset.hydrated = String(waiting === 0);
}

function Hydrated() {
  useEffect(() => countHydration(-1), []);
  return null;
}

// Once the browser has painted the prerendered page: a request made before the first paint
// competes with the page's own first load (Lighthouse counts it into the paint's delay).
let painted: Promise<void> | undefined;
const afterFirstPaint = () =>
  typeof window === "undefined"
    ? Promise.resolve()
    : (painted ??= new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

/**
 * Resolves when every deferred component whose code has started loading has it. Route client
 * loaders wait for it, so a client-side navigation shows the next page whole.
 */
export const deferredLoaded = () => Promise.all(loading);

/**
 * A component whose code is not part of the page's first JavaScript. The prerendered HTML
 * shows at once; React hydrates this part when its code arrives (selective hydration), so
 * the first load carries little more than React itself. The code starts loading after the
 * first paint once the module declaring the component has run, or, with `when`, once that
 * resolves.
 *
 * Memoised: a parent re-rendering with the same props must not touch a part that is still
 * waiting for its code, or React would drop its prerendered HTML.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when, Fallback }: DeferredOptions<P> = {},
) {
  const loadModule = () => load().then((component) => ({ default: component }));
  let eager: Promise<{ default: ComponentType<P> }> | undefined;
  if (!when) {
    eager = afterFirstPaint().then(loadModule);
    loading.add(eager);
  }
  const Lazy = lazy(
    () => eager ?? (typeof window === "undefined" ? loadModule() : when!().then(loadModule)),
  ) as unknown as ComponentType<P>;

  function Deferred(props: P) {
    useEffect(() => countHydration(1), []);
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Lazy {...props} />
        <Hydrated />
      </Suspense>
    );
  }
  return memo(Deferred);
}
