import { existsSync, globSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blockSchemas, sectionFragment } from "./registry";

const folderOf = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const componentOf = (type: string) => `${type[0].toUpperCase()}${type.slice(1)}Block.tsx`;

describe("the block registry", () => {
  const names = blockSchemas.map((block) => block.name);

  it("has a folder with a schema, a fragment and a component for each block, and no other", () => {
    for (const name of names) {
      const folder = path.join(import.meta.dirname, folderOf(name));
      for (const file of ["schema.ts", "fragment.ts", componentOf(name)])
        expect(existsSync(path.join(folder, file)), `${folderOf(name)}/${file}`).toBe(true);
    }
    // The components Sections.tsx loads (`./*/*Block.tsx`), each named after its folder.
    const drawn = globSync("*/*Block.tsx", { cwd: import.meta.dirname }).map((file) =>
      path.dirname(file).replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()),
    );
    expect(drawn.sort()).toEqual([...names].sort());
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
