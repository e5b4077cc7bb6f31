// Each block type's Markdown, for the page's Markdown twin (web/files/markdownPages.server.ts): the
// `<type>Markdown` of its folder's markdown.ts, found by the folder as Sections finds its
// component (richText → rich-text/markdown.ts, `richTextMarkdown`). blocks/registry.test.ts
// checks that every block of the registry has one. Found, not listed: the list of blocks is the
// registry's, which the site and the Studio read and which may not name the Markdown code.
import type { Section } from "./types";
import type { BlockContext } from "./markdownParts";
import { blockTypeOf } from "./blockFolders";

type Render = (block: Section, context: BlockContext) => string;

const modules = import.meta.glob<Record<string, Render | undefined>>("./*/markdown.ts", { eager: true });

/** How each block type reads as Markdown: its headings, texts, links, and prices as tables. */
const blockMarkdown = new Map(
  Object.entries(modules).flatMap(([file, module]) => {
    const type = blockTypeOf(file);
    const render = module[`${type}Markdown`];
    return render ? [[type, render] as const] : [];
  }),
);

/**
 * A section as Markdown, by its type. A hidden section, one of a type this does not know, or one
 * whose content is not what its type says (a malformed document) is left out: the page renders
 * what it can, and the build goes on.
 */
export function sectionMarkdown(section: unknown, context: BlockContext): string {
  if (!section || typeof section !== "object") return "";
  const { _type: type, hidden } = section as { _type?: unknown; hidden?: unknown };
  const render = typeof type === "string" && !hidden ? blockMarkdown.get(type) : undefined;
  if (!render) return "";
  try {
    return render(section as Section, context);
  } catch {
    return "";
  }
}
