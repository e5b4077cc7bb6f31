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
