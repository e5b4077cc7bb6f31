/**
 * Resolves when the first element matching this CSS selector comes within `margin` of the
 * viewport: a `when` for `lazyPart`. Code that only a part far down the page needs (the gallery's
 * Swiper) then loads and starts as the visitor scrolls towards it, not while the page itself is
 * still starting.
 */
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
