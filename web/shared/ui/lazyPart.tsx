import { lazy, memo, Suspense, useEffect, useLayoutEffect, useState, type ComponentType } from "react";
import { afterFirstPaint } from "./afterFirstPaint";
import { countHydration } from "./pageHydration";

type LazyPartOptions<P> = {
  /** Wait for this before loading the code in the browser (the build renders at once). Such a
   * part is not counted in `data-hydrated`: the page is hydrated without it. */
  when?: () => Promise<unknown>;
  /** Shown, with the same props, where the component mounts in the browser before its code has
   * loaded (not during hydration, where the prerendered HTML stays). */
  Fallback?: ComponentType<P>;
};

/** A part whose code failed to load keeps its prerendered HTML: React waits for it forever. The
 * browser's console names the file that failed. */
const keepPrerendered = (): Promise<never> => new Promise(() => {});

function Hydrated() {
  useEffect(() => countHydration(-1), []);
  return null;
}

/**
 * A part (docs/web-conventions.md#glossary). Memoised: a parent re-rendering with the same props
 * must not touch a part that is still waiting for its code, or React would drop its prerendered HTML.
 */
export function lazyPart<P extends object>(
  importCode: () => Promise<ComponentType<P>>,
  { when, Fallback }: LazyPartOptions<P> = {},
) {
  let loaded: ComponentType<P> | undefined;
  let code: Promise<ComponentType<P>> | undefined;
  // Fetched once. A failure (a deploy replaced the chunk) is forgotten: the next call tries again.
  const loadCode = () =>
    (code ??= importCode().then(
      (component) => (loaded = component),
      (error: unknown) => {
        code = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    if (typeof window === "undefined") return { default: await loadCode() };
    await (when ? when() : afterFirstPaint());
    return loadCode().then((component) => ({ default: component }), keepPrerendered);
  });

  function LazyPart(props: P) {
    // Code that has arrived renders at once (a navigation loaded it first); a part mounted
    // before then stays lazy, which resolves to the same component.
    const [Part] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    // Counted before any part of the same render reports itself hydrated (layout effects run
    // before effects).
    useLayoutEffect(() => (when ? undefined : countHydration(1)), []);
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Part {...props} />
        {when ? null : <Hydrated />}
      </Suspense>
    );
  }
  return Object.assign(memo(LazyPart), {
    /** Rejects when it fails to load. */
    loadCode,
  });
}

/** What a route waits for before it shows: a lazy part's `loadCode`. */
export type PartCode = { loadCode: () => Promise<unknown> };
