import { navigation } from "../../e2e/support/dataset";
import type { Target } from "./browser-tab";

// Where the site's parts are, as the tests here look for them.

/** A value quoted for a CSS attribute selector. */
export const quoted = (value: string) => JSON.stringify(value);

export const HEADING: Target = { css: "h1" };

/** The navbar's links (wide screens). */
export const MAIN_NAV = `nav[aria-label=${quoted(navigation().mainNavLabel)}]`;

/** The mobile menu, once opened. */
export const DRAWER = ".drawer__panel";

/** The button that opens the mobile menu. */
export const MENU_BUTTON: Target = { css: "button", name: navigation().openMenuLabel };

/** A field of a form (the first in `within`), by its name. */
export const field = (name: string, within = "main"): Target => ({ css: `[name=${quoted(name)}]`, within });

/** A message or text shown inside `within`, exactly. */
export const shownText = (text: string, within = "main"): Target => ({ css: "*", name: text, within });
