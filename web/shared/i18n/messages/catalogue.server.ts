import type { Language } from "#content/languages.ts";
import { en, type Messages } from "./en";
import { es } from "./es";

const CATALOGUES: Record<Language, Messages> = { en, es };

export const messagesIn = (language: Language): Messages => CATALOGUES[language];
