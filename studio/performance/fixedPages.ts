import { localizedPath, type Language } from "../../content/languages";
import { pageKinds } from "../../content/pageKinds";

// The app's own pages at a fixed address (sign-in, sign-up, the client area's…), whose texts a
// singleton holds (content/pageKinds.ts): that document's Performance view reports on them.

/** The addresses of the pages whose texts a `type` document holds, in its language; none for most types. */
export function fixedPagesOf(type: string, language?: string | null): string[] {
  return pageKinds().flatMap(([, kind]) =>
    kind.texts?.type === type && kind.path
      ? [localizedPath(kind.path, (language ?? undefined) as Language | undefined)]
      : [],
  );
}
