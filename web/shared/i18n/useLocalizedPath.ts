import { localizedPath } from "#content/documentPaths.ts";
import { useLanguage } from "./useLanguage";

export function useLocalizedPath() {
  const language = useLanguage();
  return (path: string) => localizedPath(path, language);
}
