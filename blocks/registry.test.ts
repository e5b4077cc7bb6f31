import { existsSync, globSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blockTypeOf } from "./blockFolders";
import { blockSchemas, sectionFragment } from "./registry";

const folderOf = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const componentOf = (type: string) => `${type[0].toUpperCase()}${type.slice(1)}Block.tsx`;
/** The block types whose folder has a file of this name (`*Block.tsx` as Sections.tsx finds it). */
const typesWith = (file: string) =>
  globSync(`*/${file}`, { cwd: import.meta.dirname })
    .map((found) => blockTypeOf(found.split(path.sep).join("/")))
    .sort();

describe("the block registry", () => {
  const names = blockSchemas.map((block) => block.name);

  it("has a folder with a schema, a component and a Markdown renderer for each block, and no other", () => {
    for (const file of ["schema.ts", "*Block.tsx", "markdown.ts"])
      expect(typesWith(file), file).toEqual([...names].sort());
    for (const name of names)
      expect(existsSync(path.join(import.meta.dirname, folderOf(name), componentOf(name))), name).toBe(true);
  });

  it("finds each block's Markdown renderer, `<type>Markdown` of its markdown.ts, as blocks/markdown.ts does", async () => {
    for (const name of names) {
      const module = (await import(`./${folderOf(name)}/markdown.ts`)) as Record<string, unknown>;
      expect(typeof module[`${name}Markdown`], `${folderOf(name)}/markdown.ts`).toBe("function");
    }
  });

  it("projects each block's fields by its type", () => {
    for (const name of names) expect(sectionFragment).toContain(`_type == "${name}" =>`);
  });

  it("gives each block a title, an icon, an anchor id and a hidden switch", () => {
    for (const block of blockSchemas) {
      expect(block.title, block.name).toBeTruthy();
      expect(block.icon, block.name).toBeTruthy();
      expect(block.fields.map((field) => field.name)).toEqual(expect.arrayContaining(["anchorId", "hidden"]));
    }
  });
});
