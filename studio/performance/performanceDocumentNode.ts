import type { DefaultDocumentNodeResolver } from "sanity/structure";
import { hasPage } from "./addressedDocuments";
import { fixedPagesOf } from "./fixedPages";
import type { PlausibleConfig } from "./plausibleConfig";
import { PerformanceView, type PerformanceViewOptions } from "./PerformanceView";

// Every document with a page of its own (content/documentPaths.ts), and every singleton holding
// the texts of the app's own pages (./fixedPages.ts), has a "Performance" view beside its form;
// the others only the form.

/** The Structure tool's default document node, with the Performance view on documents with a page. */
export const performanceDocumentNode =
  (config: PlausibleConfig | null): DefaultDocumentNodeResolver =>
  (S, { schemaType }) =>
    hasPage(schemaType) || fixedPagesOf(schemaType).length > 0
      ? S.document().views([
          S.view.form(),
          S.view
            .component(PerformanceView)
            .options({ config } satisfies PerformanceViewOptions)
            .title("Performance")
            .id("performance"),
        ])
      : S.document();
