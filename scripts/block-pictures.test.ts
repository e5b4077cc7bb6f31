import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { blockSchemas } from "#blocks/registry.ts";
import {
  REFRESH_COMMAND,
  blockSourceHash,
  everyBlockSections,
  picturePath,
  readManifest,
  sourceHash,
} from "./tools/block-pictures";

// The Studio's insert menu shows a picture of each block type, captured from the site
// (scripts/block-pictures.ts). Each must exist and be drawn from the block's code as it is now.

/** A picture's weight at most: the menu loads all of them when it opens. */
const MAX_BYTES = 40_000;
const sections = everyBlockSections();
const manifest = readManifest();

describe("the blocks' pictures in the insert menu", () => {
  it.each(blockSchemas.map(({ name }) => name))(
    "%s has a small picture drawn from its current code",
    (type) => {
      expect(existsSync(picturePath(type)), `no picture of ${type}: run \`${REFRESH_COMMAND}\``).toBe(true);
      expect(statSync(picturePath(type)).size, "bytes: the Studio loads them all at once").toBeLessThan(
        MAX_BYTES,
      );
      expect(
        manifest.blocks[type],
        `${type} changed since its picture was captured: run \`${REFRESH_COMMAND}\``,
      ).toBe(blockSourceHash(type, sections));
    },
  );

  it("records no block type the registry does not have", () => {
    expect(Object.keys(manifest.blocks).sort()).toEqual(blockSchemas.map(({ name }) => name).sort());
  });
});

describe("a block's source hash", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /** A folder with these files. */
  function folderWith(files: Record<string, string>) {
    const folder = mkdtempSync(path.join(tmpdir(), "picture-hash-"));
    made.push(folder);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }
    return folder;
  }
  const hashOf = (files: Record<string, string>, section: unknown = { heading: "A" }) =>
    sourceHash(folderWith(files), section);

  it("changes with the block's code, CSS or content, not with its tests, Markdown, other files or line endings", () => {
    const files = { "ThingBlock.tsx": "export default 1;\n", "thing.css": ".a{}\n" };
    const hash = hashOf(files);
    expect(hashOf(files)).toBe(hash);
    expect(hashOf({ ...files, "ThingBlock.test.tsx": "test", "parts/Part.test.ts": "" })).toBe(hash);
    expect(hashOf({ ...files, ".DS_Store": "", "thing.css.swp": "" })).toBe(hash);
    expect(hashOf({ ...files, "markdown.ts": "export const thingMarkdown = () => '';\n" })).toBe(hash);
    expect(hashOf({ ...files, "ThingBlock.tsx": "export default 1;\r\n" })).toBe(hash);
    expect(hashOf({ ...files, "thing.css": ".a{color:red}\n" })).not.toBe(hash);
    expect(hashOf({ ...files, "parts/Part.tsx": "" })).not.toBe(hash);
    expect(hashOf(files, { heading: "B" })).not.toBe(hash);
  });
});
