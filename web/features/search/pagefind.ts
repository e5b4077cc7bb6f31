/**
 * Pagefind's script and index are static files the build writes (web/files/searchIndex.server.ts),
 * fetched only when a visitor opens the search: never bundled.
 */
export type PagefindSubResult = { title: string; url: string; excerpt: string };

export type PagefindData = {
  url: string;
  excerpt: string;
  meta: { title?: string };
  filters?: Record<string, string[]>;
  sub_results?: PagefindSubResult[];
};

export type PagefindResult = { id: string; data: () => Promise<PagefindData> };

export type Pagefind = {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
  preload: (term: string) => Promise<void>;
  /** Forgets the loaded index: the next init loads the one of the page's language. */
  destroy: () => Promise<void>;
};

/** Where the build writes Pagefind's script: a variable, so the bundler leaves the import alone. */
export const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";

let loading: Promise<Pagefind> | undefined;
/** Pagefind indexes each language apart and loads the one of <html lang>. */
let loadedLanguage: string | undefined;

/** Once per language; a failed load is tried again next time. */
export function loadPagefind(): Promise<Pagefind> {
  const language = document.documentElement.lang;
  if (loading && loadedLanguage !== language) {
    const previous = loading;
    loading = previous.then(async (pagefind) => {
      await pagefind.destroy();
      await pagefind.init();
      return pagefind;
    });
  }
  loadedLanguage = language;
  loading ??= (async () => {
    const pagefind = (await import(/* @vite-ignore */ PAGEFIND_SCRIPT)) as Pagefind;
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
