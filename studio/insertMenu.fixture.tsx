import { createClient } from "@sanity/client";
import { ThemeProvider } from "@sanity/ui";
import { buildTheme } from "@sanity/ui/theme";
import type { ReactElement } from "react";
import { throwError } from "rxjs";
import {
  ArrayOfObjectsFunctions,
  createWorkspaceFromConfig,
  LocaleProvider,
  SourceProvider,
  WorkspaceProvider,
  type ArraySchemaType,
  type CurrentUser,
  type ObjectSchemaType,
  type SanityClient as StudioClient,
} from "sanity";
import config from "./sanity.config";
import { SANITY_API_VERSION } from "../content/sanityApi";

// The "Add item" button under a page's sections and the insert menu it opens, as the Studio
// shows them: Sanity's own component, for the `sections` field of a workspace made from the
// Studio's config. No network: the one request the Studio makes here (who is signed in) is refused.

const client = createClient({
  projectId: config.projectId,
  dataset: config.dataset,
  apiVersion: SANITY_API_VERSION,
  useCdn: false,
});
client.withConfig = () => client;
client.observable.request = (() =>
  throwError(() => new Error("Offline"))) as typeof client.observable.request;

const marketer: CurrentUser = {
  id: "marketer",
  name: "Marketer",
  email: "marketer@example.com",
  role: "editor",
  roles: [{ name: "editor", title: "Editor" }],
};

/** An item the menu adds to the list. */
export type AddedItem = { _type: string; _key: string };

/** The button and its menu (closed); `onAdd` hears of the block type picked in it. */
export async function sectionsAddButton(onAdd: (item: AddedItem) => void = () => {}) {
  const workspace = await createWorkspaceFromConfig({
    ...config,
    currentUser: marketer,
    // Typed as the Studio's own (older) @sanity/client; this one does all the Studio asks here.
    getClient: () => client as unknown as StudioClient,
  });
  const source = workspace.unstable_sources[0];
  const page = source.schema.get("page") as ObjectSchemaType;
  const sections = page.fields.find(({ name }) => name === "sections")?.type as ArraySchemaType;
  const view: ReactElement = (
    <ThemeProvider theme={buildTheme()}>
      <WorkspaceProvider workspace={workspace}>
        <SourceProvider source={source}>
          <LocaleProvider>
            <ArrayOfObjectsFunctions<AddedItem, ArraySchemaType>
              schemaType={sections}
              path={["sections"]}
              readOnly={false}
              onValueCreate={(type) => ({ _type: type.name, _key: "new" })}
              onItemAppend={onAdd}
              onItemPrepend={onAdd}
              onChange={() => {}}
            />
          </LocaleProvider>
        </SourceProvider>
      </WorkspaceProvider>
    </ThemeProvider>
  );
  return view;
}
