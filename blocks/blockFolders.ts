/**
 * The block type a file of a block's folder belongs to: the folder's name in camelCase
 * (`./rich-text/RichTextBlock.tsx` → `richText`). Sections finds a block's component by it, the
 * Markdown twins its renderer.
 */
export const blockTypeOf = (file: string) =>
  file
    .split("/")
    .at(-2)!
    .replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
