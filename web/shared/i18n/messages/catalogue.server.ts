import type { Language } from "#content/languages.ts";
import { en, type Messages } from "./en";
import { es } from "./es";

// Build time only: the root loader (web/root.tsx) reads it, so no page's code carries a catalogue.

const CATALOGUES: Record<Language, Messages> = { en, es };

/** The spec's messages in a language. */
export const messagesIn = (language: Language): Messages => CATALOGUES[language];
