/** A link marked `data-keep-search="trial plan next"` leads on with those parameters of the page's address. */
export const KEEP_SEARCH_ATTRIBUTE = "data-keep-search";

// Once hydrated, React writes the parameters into the link; a click before then would follow the
// prerendered link without them (sign-up's link to sign-in would lose the trial or the page to go on to).
// Runs as an inline script, so it must stand alone: no imports, nothing from this module.
function keepSearchOnEarlyClicks() {
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-keep-search]") : null;
      if (!(link instanceof HTMLAnchorElement) || document.documentElement.dataset.hydrated === "true")
        return;
      const here = new URLSearchParams(location.search);
      const url = new URL(link.href);
      for (const name of (link.dataset.keepSearch ?? "").split(" ")) {
        const value = here.get(name);
        if (name && value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
      }
      link.href = url.href;
    },
    true,
  );
}

/** The build puts it in the <head> of the pages that have such a link, and only there. */
export const keepSearchScript = () => `(${keepSearchOnEarlyClicks.toString()})()`;
