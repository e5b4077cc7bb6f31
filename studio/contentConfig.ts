import { documentInternationalization } from "@sanity/document-internationalization";
import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { schemaTypes, singletonTypes } from "../schemas";
import { SANITY_API_VERSION } from "../content/sanityApi";
import { TRANSLATED_TYPES } from "../content/languages";
import { LANGUAGES } from "../content/locales";
import { analyticsTools } from "./analyticsTool";
import { performanceDocumentNode } from "./performance/performanceDocumentNode";
import { plausibleConfig } from "./performance/plausibleConfig";
import { postFromSearchTemplate } from "./performance/postFromSearch";
import { whatWorksTool } from "./performance/WhatWorksTool";
import { presentationOptions } from "./presentation";
import { withSlugRedirect } from "./publishWithRedirect";
import { isAddressed } from "./slugRedirect";
import { structure } from "./structure";

// Singletons can be edited, published, discarded and restored from history, never
// duplicated, deleted or unpublished (the site needs each of them).
const SINGLETON_ACTIONS = new Set(["publish", "discardChanges", "restore"]);

// Where Plausible is, for the Performance view and the What works tool (./performance/): read
// from the dashboard's address only. Each editor's key stays in their browser, never here.
// Named in full: Sanity's bundler replaces each process.env.SANITY_STUDIO_* it finds.
const plausible = plausibleConfig({ SANITY_STUDIO_ANALYTICS_URL: process.env.SANITY_STUDIO_ANALYTICS_URL });

/** The plugin's document linking a document to its translations. */
const TRANSLATION_METADATA = "translation.metadata";

/**
 * The Studio's workspace but its media library (./sanity.config.ts adds it): what the content is
 * and how it is edited. The offline validation (./contentValidation.ts) loads this in
 * Node, which cannot load the media library's UI.
 */
export const contentConfig = defineConfig({
  name: "default",
  title: "Agency content",
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || "local0000",
  dataset: process.env.SANITY_STUDIO_DATASET || "production",
  // Vision runs queries with the API version the web app uses.
  plugins: [
    // A document with a page of its own has a "Performance" view beside its form.
    structureTool({ structure, defaultDocumentNode: performanceDocumentNode(plausible) }),
    presentationTool(presentationOptions(process.env)),
    visionTool({ defaultApiVersion: SANITY_API_VERSION }),
    // Document-level translation: a Spanish translation of each page, agent, legal page and settings
    // document, linked to its English one (a `translation.metadata` document), made and opened
    // from the document's Translations menu, which shows which languages it has and lacks.
    documentInternationalization({
      supportedLanguages: LANGUAGES.map(({ id, title }) => ({ id, title })),
      schemaTypes: [...TRANSLATED_TYPES],
      bulkPublish: true,
    }),
  ],
  // "Analytics": what the site measures and a link to the dashboard, when the Studio has one.
  // Named in full: Sanity's bundler replaces each process.env.SANITY_STUDIO_* it finds.
  tools: (tools) => [
    ...tools,
    ...analyticsTools({ SANITY_STUDIO_ANALYTICS_URL: process.env.SANITY_STUDIO_ANALYTICS_URL }),
    // "What works": pages, forms and searches by what they earn, from Plausible.
    whatWorksTool(plausible),
  ],
  // Content Releases: a launch's changes are prepared together and published at once, by hand or
  // at a scheduled time. The Presentation tool previews a release (the site asks the tool with
  // its perspective); visitors read published content only (web/shared/sanity/liveFetch.ts),
  // and publishing a release triggers the deploy webhook like any publish.
  releases: { enabled: true },
  schema: {
    types: schemaTypes,
    // No "new document" template for a singleton: it cannot be created from the global
    // Create menu nor from a reference or array input; the desk opens its fixed _id.
    // The translation metadata is the plugin's to make: it is not offered either.
    // "What works" starts a post from a search that found nothing (./performance/postFromSearch.ts).
    templates: (templates) => [
      ...templates.filter(
        ({ schemaType }) => !singletonTypes.has(schemaType) && schemaType !== TRANSLATION_METADATA,
      ),
      postFromSearchTemplate,
    ],
  },
  document: {
    newDocumentOptions: (prev) =>
      prev.filter((item) => !singletonTypes.has(item.templateId) && item.templateId !== TRANSLATION_METADATA),
    actions: (prev, { schemaType }) => {
      if (singletonTypes.has(schemaType))
        return prev.filter(({ action }) => action && SINGLETON_ACTIONS.has(action));
      // A page, post or agent whose address changes offers to redirect the old one on publish.
      if (isAddressed(schemaType))
        return prev.map((action) => (action.action === "publish" ? withSlugRedirect(action) : action));
      return prev;
    },
  },
});
