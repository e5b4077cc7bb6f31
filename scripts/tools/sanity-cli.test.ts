import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exportedAssetPaths, extractExport, projectFromEnv } from "./sanity-cli";

describe("projectFromEnv", () => {
  it("refuses without a project id, naming the variables", () => {
    expect(() => projectFromEnv({}, "content:push")).toThrow(
      /content:push needs a Sanity project\. Not set: SANITY_STUDIO_PROJECT_ID, SANITY_AUTH_TOKEN\./,
    );
    expect(() =>
      projectFromEnv({ SANITY_AUTH_TOKEN: "t", SANITY_STUDIO_PROJECT_ID: " " }, "content:pull"),
    ).toThrow(
      /Not set: SANITY_STUDIO_PROJECT_ID\.\n[\s\S]*SANITY_STUDIO_DATASET[\s\S]*read \(Viewer\) access/,
    );
  });

  it("defaults the dataset to production and notes whether a token is set", () => {
    expect(projectFromEnv({ SANITY_STUDIO_PROJECT_ID: "abc123" }, "content:push")).toEqual({
      projectId: "abc123",
      dataset: "production",
      hasToken: false,
    });
    expect(
      projectFromEnv(
        { SANITY_STUDIO_PROJECT_ID: "abc123", SANITY_STUDIO_DATASET: "staging", SANITY_AUTH_TOKEN: "sk" },
        "content:pull",
      ),
    ).toEqual({ projectId: "abc123", dataset: "staging", hasToken: true });
  });

  it("rejects values the CLI would misread", () => {
    expect(() => projectFromEnv({ SANITY_STUDIO_PROJECT_ID: "abc 123" }, "content:push")).toThrow(
      'SANITY_STUDIO_PROJECT_ID: "abc 123" is not a Sanity project id',
    );
    expect(() =>
      projectFromEnv({ SANITY_STUDIO_PROJECT_ID: "abc123", SANITY_STUDIO_DATASET: "Prod" }, "content:push"),
    ).toThrow('SANITY_STUDIO_DATASET: "Prod" is not a Sanity dataset name');
  });
});

describe("exportedAssetPaths", () => {
  it("lists the asset files named by exported image and file fields", () => {
    const doc = {
      _id: "g",
      items: [
        { image: { _type: "image", _sanityAsset: "image@file://./images/abc-10x10.png" } },
        { image: { _type: "image", _sanityAsset: "image@file://./images/abc-10x10.png" } },
        { file: { _type: "file", _sanityAsset: "file@file://./files/doc.pdf" } },
        { image: { _type: "image", _sanityAsset: "image@https://example.com/x.png" } },
      ],
    };
    expect(exportedAssetPaths(`${JSON.stringify(doc)}\n`)).toEqual(["images/abc-10x10.png", "files/doc.pdf"]);
  });
});

describe("extractExport", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "extract-test-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  const image = "0123456789abcdef0123456789abcdef01234567-2x2.svg";
  const data =
    JSON.stringify({
      _id: "gallery",
      _type: "gallery",
      items: [{ _key: "k", image: { _type: "image", _sanityAsset: `image@file://./images/${image}` } }],
    }) +
    "\n" +
    JSON.stringify({ _id: "homePage", _type: "homePage" }) +
    "\n";

  /** A tarball laid out as `sanity dataset export` writes it. */
  function exportTarball(files: Record<string, string>): string {
    const source = tempDir();
    const prefix = "abc123-export-2026-11-01t00-00-00-000z";
    mkdirSync(path.join(source, prefix, "images"), { recursive: true });
    mkdirSync(path.join(source, prefix, "files"), { recursive: true });
    for (const [name, content] of Object.entries(files))
      writeFileSync(path.join(source, prefix, name), content);
    const tarball = path.join(tempDir(), "production.tar.gz");
    execFileSync("tar", ["-czf", tarball, "-C", source, prefix]);
    return tarball;
  }

  it("writes data.ndjson as the seed file, replaces the seed images and keeps their library data", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>';
    const assets = JSON.stringify({
      "image-0123456789abcdef0123456789abcdef01234567": { altText: { en: "A" } },
    });
    const tarball = exportTarball({ "data.ndjson": data, [`images/${image}`]: svg, "assets.json": assets });
    const seed = tempDir();
    mkdirSync(path.join(seed, "images"));
    writeFileSync(path.join(seed, "images", "stale-1x1.png"), "old");
    writeFileSync(path.join(seed, "production.ndjson"), "old\n");

    expect(await extractExport(tarball, seed)).toEqual({ documents: 2, images: 1, files: 0 });
    expect(readFileSync(path.join(seed, "production.ndjson"), "utf8")).toBe(data);
    expect(readdirSync(path.join(seed, "images"))).toEqual([image]);
    expect(readFileSync(path.join(seed, "images", image), "utf8")).toBe(svg);
    expect(existsSync(path.join(seed, "files"))).toBe(false);
    expect(readFileSync(path.join(seed, "assets.json"), "utf8")).toBe(assets);
  });

  it("changes nothing when the export lacks data.ndjson or an image its documents name", async () => {
    const seed = tempDir();
    writeFileSync(path.join(seed, "production.ndjson"), "old\n");
    await expect(extractExport(exportTarball({ "assets.json": "{}" }), seed)).rejects.toThrow(
      /holds no data\.ndjson/,
    );
    await expect(extractExport(exportTarball({ "data.ndjson": data }), seed)).rejects.toThrow(
      new RegExp(`lacks 1 asset file\\(s\\) its documents name: images/${image}`),
    );
    expect(readFileSync(path.join(seed, "production.ndjson"), "utf8")).toBe("old\n");
    await expect(extractExport(path.join(seed, "missing.tar.gz"), seed)).rejects.toThrow(/could not unpack/);
  });
});
