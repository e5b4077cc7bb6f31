import { CogIcon } from "@sanity/icons/Cog";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import type { StructureResolver } from "sanity/structure";
import { DEFAULT_LANGUAGE } from "../content/languages";
import { LANGUAGES, languageInfo } from "../content/locales";
import { singletonSchemas } from "../schemas";

/** Singletons with a place of their own in the list; every other one is under Site. */
const PLACED_SINGLETONS = new Set(["insightsPage", "gallery"]);
const SITE_SINGLETONS = singletonSchemas.filter(({ name }) => !PLACED_SINGLETONS.has(name));
const titleOf = (type: string) => singletonSchemas.find(({ name }) => name === type)?.title ?? type;

const COLLECTIONS: [type: string, title: string][] = [
  ["agent", "Agents"],
  ["consultingService", "Consulting services"],
  ["servicePackage", "Service packages"],
  ["addOn", "Add-ons"],
  ["caseStudy", "Case studies"],
  ["processStep", "Process steps"],
];

export const structure: StructureResolver = (S) => {
  // A singleton's English document at its fixed id, and its translations, which the Translations menu
  // makes (in the bundled dataset `<type>-es`; in the Studio, any id).
  const singleton = (type: string, title = titleOf(type)) =>
    S.listItem()
      .id(type)
      .title(title)
      .schemaType(type)
      .child(
        S.list()
          .title(title)
          .items([
            S.listItem()
              .id(`${type}-${DEFAULT_LANGUAGE}`)
              .title(languageInfo(DEFAULT_LANGUAGE).title)
              .schemaType(type)
              .child(S.document().schemaType(type).documentId(type).title(title)),
            ...LANGUAGES.filter(({ id }) => id !== DEFAULT_LANGUAGE).map(({ id, title: language }) =>
              S.listItem()
                .id(`${type}-${id}`)
                .title(language)
                .schemaType(type)
                .child(
                  S.documentList()
                    .title(`${title} (${language})`)
                    .schemaType(type)
                    .filter("_type == $type && language == $language")
                    .params({ type, language: id }),
                ),
            ),
          ]),
      );

  const ordered = (type: string, title: string) =>
    S.documentTypeListItem(type)
      .title(title)
      .child(
        S.documentTypeList(type)
          .title(title)
          .defaultOrdering([{ field: "order", direction: "asc" }]),
      );

  return S.list()
    .title("Content")
    .items([
      S.listItem()
        .id("site")
        .title("Site")
        .icon(CogIcon)
        .child(
          S.list()
            .title("Site")
            .items(SITE_SINGLETONS.map(({ name }) => singleton(name))),
        ),
      S.documentTypeListItem("page").title("Pages"),
      S.documentTypeListItem("form").title("Forms"),
      S.listItem()
        .id("insights")
        .title("Insights")
        .icon(DocumentTextIcon)
        .child(
          S.list()
            .title("Insights")
            .items([
              S.documentTypeListItem("post")
                .title("Posts")
                .child(
                  S.documentTypeList("post")
                    .title("Posts")
                    .defaultOrdering([{ field: "publishedAt", direction: "desc" }]),
                ),
              S.documentTypeListItem("author").title("Authors"),
              S.documentTypeListItem("category").title("Categories"),
              S.divider(),
              singleton("insightsPage"),
            ]),
        ),
      S.divider(),
      ...COLLECTIONS.map(([type, title]) => ordered(type, title)),
      S.documentTypeListItem("legalPage").title("Legal pages"),
      S.documentTypeListItem("redirect").title("Redirects"),
      S.divider(),
      singleton("gallery"),
    ]);
};
