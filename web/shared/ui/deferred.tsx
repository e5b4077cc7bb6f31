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

/**
 * Resolves when every deferred component whose code has started loading has it. Route client
 * loaders wait for it, so a client-side navigation shows the next page whole.
 */
export const deferredLoaded = () => Promise.all(loading);

/**
 * A component whose code is not part of the page's first JavaScript. The prerendered HTML
 * shows at once; React hydrates this part when its code arrives (selective hydration), so
 * the first load carries little more than React itself. The code starts loading when the
 * module declaring the component runs, or, with `when`, once that resolves.
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
    eager = loadModule();
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

/**
 * Resolves when the element with this id comes within `margin` of the viewport, or when the
 * browser is idle after the page has loaded, whichever is first: a `when` for `deferred`.
 */
export function nearViewportOrIdle(id: string, margin = "400px"): Promise<void> {
  return new Promise((resolve) => {
    let observer: IntersectionObserver | undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    // Looked up after React has committed: on a client-side navigation the element is new.
    setTimeout(() => {
      const element = document.getElementById(id);
      if (!element || !("IntersectionObserver" in window)) return;
      observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && done(),
        {
          rootMargin: margin,
        },
      );
      observer.observe(element);
    });
    const idle = () =>
      "requestIdleCallback" in window ? requestIdleCallback(done, { timeout: 5000 }) : setTimeout(done, 1000);
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}
