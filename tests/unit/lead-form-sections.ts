import type { BlockOf } from "#blocks/types.ts";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { seedRootData } from "./root-data-router";
import { seedQueryResult } from "./seed-content";
import { leadFormFragment } from "#blocks/lead-form/schema.ts";

export type LeadFormSection = BlockOf<"leadForm">;

/** A lead form section of the bundled dataset, as a page in `language` reads it (its form in that language). */
export const seedLeadForm = (pageId: string, key: string, language = "en") =>
  seedQueryResult<LeadFormSection>(
    `*[_id == "${pageId}"][0].sections[_key == "${key}"][0]{_key, _type, anchorId, hidden, ${leadFormFragment}}`,
    language,
  );

/** The label of the section's form's field `name`. */
export function labelOf(section: LeadFormSection, name: string): string {
  const label = section.form?.fields?.find((field) => field.name === name)?.label;
  if (!label) throw new Error(`the form of section ${section._key} has no labelled field ${name}`);
  return label;
}

/** The root data with the site settings' contact details. */
export const rootDataWithContact = {
  ...seedRootData,
  settings: {
    ...seedRootData.settings,
    contactEmail: "hello@nexora.ai",
    contactPhone: "+1 (555) 123-4567",
    phoneHours: "Mon-Fri 9AM-6PM EST",
    address: "100 Market Street, San Francisco, CA",
  },
} as RootQueryResult;

/** The JSON body of each request `fetchMock` was called with. */
export const sentBodies = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
