import { ThemeProvider } from "@sanity/ui";
import { buildTheme } from "@sanity/ui/theme";
import type { ReactElement } from "react";
import {
  ArrayOfObjectsFunctions,
  LocaleProvider,
  SourceProvider,
  WorkspaceProvider,
  type ArraySchemaType,
  type ObjectSchemaType,
} from "sanity";
import { offlineWorkspace } from "./offlineWorkspace.fixture";

// The "Add item" button under a page's sections and the insert menu it opens, as the Studio
// shows them: Sanity's own component, for the `sections` field of a workspace made from the
// Studio's config. No network: the one request the Studio makes here (who is signed in) is refused.

/** An item the menu adds to the list. */
export type AddedItem = { _type: string; _key: string };

/** The button and its menu (closed); `onAdd` hears of the block type picked in it. */
export async function sectionsAddButton(onAdd: (item: AddedItem) => void = () => {}) {
  const workspace = await offlineWorkspace();
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
