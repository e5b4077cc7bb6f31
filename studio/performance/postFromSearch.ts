import type { Template } from "sanity";
import type { IntentParameters } from "sanity/router";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../content/languages";

// A search that found nothing starts a post: titled with the words searched, in the language
// of the page it was made on. A template with parameters: the Studio's Create menus do not list it.

export const POST_FROM_SEARCH = "post-from-search";

export const postFromSearchTemplate: Template = {
  id: POST_FROM_SEARCH,
  title: "Post from a search",
  schemaType: "post",
  parameters: [
    { name: "title", title: "Title", type: "string" },
    { name: "language", title: "Language", type: "string" },
  ],
  value: ({ title, language }: { title?: unknown; language?: unknown }) => ({
    title: typeof title === "string" ? title : "",
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
  }),
};

/** The create intent of a post from the words searched, in a language. */
export const postFromSearchIntent = (title: string, language: Language): IntentParameters => [
  { type: "post", template: POST_FROM_SEARCH },
  { title, language },
];
