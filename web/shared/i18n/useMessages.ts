import { useRouteLoaderData } from "react-router";
import type { Messages } from "./messages/en";

export type { Messages };

/** The spec's messages in the page's language, from the root data. */
export const useMessages = () => useRouteLoaderData<{ messages: Messages }>("root")!.messages;
