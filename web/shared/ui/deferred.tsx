import { lazy, memo, Suspense, useEffect, type ComponentType } from "react";

type DeferredOptions<P> = {
  /** Wait for this before loading the code (in the browser only; the build renders at once). */
  when?: () => Promise<unknown>;
  /** Load the code when the part first renders, not when its module runs: for a part that a
   * route shows on some of its pages only. Counted in `data-hydrated` like the default. */
  onRender?: boolean;
  /** Shown, with the same props, where the component mounts in the browser before its code
   * has loaded (not during hydration, where the prerendered HTML stays). */
  Fallback?: ComponentType<P>;
};

/** The code of deferred components that is loading now, each with the order it started in. */
const loading = new Map<Promise<unknown>, number>();
let started = 0;

// `<html data-hydrated>` is "true" once every deferred part on the page has hydrated: the
// moment links, forms and menus are all live (the end-to-end tests wait for it).
let waiting = 0;
let hydratedOnce = false;
function countHydration(change: number) {
  waiting += change;
  if (waiting === 0) hydratedOnce = true;
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

/** A mark for `deferredLoaded`: the code that starts loading from now on. */
export const deferredMark = () => started;

/**
 * Resolves when the code of every deferred component that has started loading (since `mark`)
 * has arrived (true), or when some of it failed to load (false). Code that has loaded, or
 * failed, is forgotten.
 */
export const deferredLoaded = (mark = 0) =>
  Promise.allSettled([...loading].filter(([, order]) => order >= mark).map(([load]) => load)).then(
    (results) => results.every((result) => result.status === "fulfilled"),
  );

/** Every deferred part of the first page has hydrated: what renders now is the visitor's doing. */
export const pageHydrated = () => hydratedOnce;

/**
 * While the page is hydrating, resolves when the code its deferred parts wait for has arrived:
 * content that changes before then would make React drop a part's prerendered HTML. Later, at
 * once (a navigation loads the next page's code first: navigation/pageCode.ts).
 */
export const hydratingCodeLoaded = () => (hydratedOnce ? Promise.resolve(true) : deferredLoaded());

/**
 * A part whose code failed to load keeps its prerendered HTML: React waits for it forever. The
 * browser's console already names the file that failed.
 */
const keepPrerendered = (): Promise<never> => new Promise(() => {});

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
  { when, onRender, Fallback }: DeferredOptions<P> = {},
) {
  const loadModule = () => load().then((component) => ({ default: component }));
  const startLoading = () => {
    const code = afterFirstPaint().then(loadModule);
    const settled = () => loading.delete(code);
    code.then(settled, settled);
    loading.set(code, started++);
    return code;
  };
  const eager = when || onRender ? undefined : startLoading();
  const browserLoad = () => eager ?? (when ? when().then(loadModule) : startLoading());
  const Lazy = lazy(() =>
    typeof window === "undefined" ? loadModule() : browserLoad().catch(keepPrerendered),
  ) as unknown as ComponentType<P>;

  // A part that waits for a condition (`when`) is not counted in `data-hydrated`: the page is
  // live without it, and it may never be needed.
  function Deferred(props: P) {
    useEffect(() => (when ? undefined : countHydration(1)), []);
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Lazy {...props} />
        {when ? null : <Hydrated />}
      </Suspense>
    );
  }
  return memo(Deferred);
}
