import { useCallback, useState } from "react";
import type { PlausibleConfig } from "./plausibleConfig";
import { clearStatsCache } from "./statsCache";

// Each editor's own read-only Stats API key, kept in this browser only (localStorage), under a
// name that says which Plausible server and site it reads: never in the document, the
// repository, an environment variable or a URL. The Studio has no server of its own to keep it.

/** The localStorage entry of the key of this Plausible server and site. */
export const statsKeyName = (config: PlausibleConfig) =>
  `plausible-stats-key:${config.origin}/${config.siteId}`;

/** The key this browser keeps for the site, or null. */
export function readStatsKey(config: PlausibleConfig, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(statsKeyName(config)) || null;
  } catch {
    // Storage refused (a private window's policy): as if there were no key.
    return null;
  }
}

export function saveStatsKey(config: PlausibleConfig, key: string, storage: Storage = localStorage): void {
  storage.setItem(statsKeyName(config), key.trim());
}

export function forgetStatsKey(config: PlausibleConfig, storage: Storage = localStorage): void {
  storage.removeItem(statsKeyName(config));
}

/** The key of the site and the editor's ways to change it, for a component: what one key read is not shown to another. */
export function useStatsKey(config: PlausibleConfig) {
  const [key, setKey] = useState(() => readStatsKey(config));
  const save = useCallback(
    (value: string) => {
      clearStatsCache();
      saveStatsKey(config, value);
      setKey(readStatsKey(config));
    },
    [config],
  );
  const forget = useCallback(() => {
    clearStatsCache();
    forgetStatsKey(config);
    setKey(null);
  }, [config]);
  return { key, save, forget };
}
