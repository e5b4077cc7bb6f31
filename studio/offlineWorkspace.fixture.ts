import { createClient, type SanityClient } from "@sanity/client";
import { throwError } from "rxjs";
import { createWorkspaceFromConfig, type CurrentUser, type SanityClient as StudioClient } from "sanity";
import config from "./sanity.config";
import { SANITY_API_VERSION } from "../content/sanityApi";

// The Studio's workspace for the component tests of its menus: its config, a marketer signed in,
// and a client that reaches no network.

/** A client of the Studio's project for every API version it asks for; its requests are refused. */
export function offlineClient(): SanityClient {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
  });
  client.withConfig = () => client;
  client.observable.request = (() =>
    throwError(() => new Error("Offline"))) as typeof client.observable.request;
  return client;
}

const marketer: CurrentUser = {
  id: "marketer",
  name: "Marketer",
  email: "marketer@example.com",
  role: "editor",
  roles: [{ name: "editor", title: "Editor" }],
};

/** The Studio's workspace, as a marketer sees it, on `client`. */
export const offlineWorkspace = (client: SanityClient = offlineClient()) =>
  createWorkspaceFromConfig({
    ...config,
    currentUser: marketer,
    // Typed as the Studio's own (older) @sanity/client; this one does all the Studio asks here.
    getClient: () => client as unknown as StudioClient,
  });
