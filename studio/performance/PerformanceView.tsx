import type { UserViewComponent } from "sanity/structure";
import { documentPath, type AddressedType } from "../../content/documentPaths";
import { PerformancePanel } from "./PerformancePanel";
import type { PlausibleConfig } from "./plausibleConfig";

// The "Performance" view of a document with a page: the address of the document as displayed
// (its draft when it has one), and that page's figures.

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
}) => (
  <PerformancePanel
    config={options.config}
    path={addressOf(schemaType.name as AddressedType, document.displayed)}
  />
);
