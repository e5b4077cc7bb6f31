import { useRouteLoaderData } from "react-router";
import type { Messages } from "./messages/en";

export type { Messages };

/**
 * The spec's messages (validation, errors, successes, "Loading...") in the page's language: the
 * root loader's data (web/root.tsx), loaded once per document with the settings and menus, so no page's code
 * carries them.
 */
export const useMessages = () => useRouteLoaderData<{ messages: Messages }>("root")!.messages;
