import { useState } from "react";
import type { UserViewComponent } from "sanity/structure";
import { documentPath, type AddressedType } from "../../content/documentPaths";
import { hasPage } from "./addressedDocuments";
import { ChoiceSelect } from "./ChoiceSelect";
import { fixedPagesOf } from "./fixedPages";
import { PerformancePanel } from "./PerformancePanel";
import type { PlausibleConfig } from "./plausibleConfig";

// The "Performance" view of a document with a page: the address of the document as displayed
// (its draft when it has one), and that page's figures; of a singleton holding the texts of the
// app's own pages (./fixedPages.ts), one of those pages at a time.

export type PerformanceViewOptions = { config: PlausibleConfig | null };

/** The address of a page, legal page, post or agent document, from its slug and language; null without a slug. */
export function addressOf(
  type: AddressedType,
  document: Record<string, unknown> | null | undefined,
): string | null {
  const slug = document?.slug;
  const current = slug && typeof slug === "object" && "current" in slug ? slug.current : null;
  if (typeof current !== "string" || !current) return null;
  const language = typeof document?.language === "string" ? document.language : null;
  return documentPath(type, current, language);
}

export const PerformanceView: UserViewComponent<PerformanceViewOptions> = ({
  document,
  schemaType,
  options,
}) =>
  hasPage(schemaType.name) ? (
    <PerformancePanel config={options.config} path={addressOf(schemaType.name, document.displayed)} />
  ) : (
    <FixedPagesPerformance
      config={options.config}
      pages={fixedPagesOf(schemaType.name, document.displayed?.language as string | undefined)}
    />
  );

/** A singleton holding the texts of the app's own pages: one of them at a time, the first at first. */
export function FixedPagesPerformance({
  config,
  pages,
}: {
  config: PlausibleConfig | null;
  pages: string[];
}) {
  const [shown, setShown] = useState(0);
  const picker = pages.length > 1 && (
    <ChoiceSelect
      label="Page"
      value={shown}
      options={pages.map((page, index) => ({ value: index, title: page }))}
      onChange={setShown}
    />
  );
  return <PerformancePanel config={config} path={pages[shown] ?? null} pagePicker={picker} />;
}
