/** A `when` for `lazyPart`: what only a part far down the page needs loads as the visitor nears it. */
export function nearViewport(selector: string, margin = "1000px"): Promise<void> {
  return new Promise((resolve) => {
    // Looked up after React has committed: on a client-side navigation the element is new.
    setTimeout(() => {
      const element = document.querySelector(selector);
      if (!element || !("IntersectionObserver" in window)) return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    });
  });
}
