import { describe, expect, it } from "vitest";
import { fromExportedImages, parseSeedDataset, publishedOnly } from "./seedDataset";

describe("publishedOnly", () => {
  it("drops drafts and documents without an id", () => {
    const docs = [{ _id: "a" }, { _id: "drafts.a" }, { _type: "x" }, null];
    expect(publishedOnly(docs)).toEqual([{ _id: "a" }]);
  });
});

describe("fromExportedImages", () => {
  it("rewrites exported image fields to asset references, at any depth", () => {
    const doc = {
      _id: "gallery",
      items: [
        {
          _key: "k",
          image: { _type: "image", _sanityAsset: "image@file://./images/abc123-400x300.svg", alt: "Logo" },
        },
      ],
    };
    expect(fromExportedImages(doc)).toEqual({
      _id: "gallery",
      items: [
        {
          _key: "k",
          image: {
            _type: "image",
            asset: { _type: "reference", _ref: "image-abc123-400x300-svg" },
            alt: "Logo",
          },
        },
      ],
    });
  });

  it("leaves values it does not recognise as they are", () => {
    const value = { image: { _sanityAsset: "file@file://./files/x.pdf" }, n: 1, s: "t" };
    expect(fromExportedImages(value)).toEqual(value);
  });
});

describe("parseSeedDataset", () => {
  it("returns the published documents of an NDJSON file with their images as asset references", () => {
    const ndjson = [
      JSON.stringify({ _id: "logo", image: { _sanityAsset: "image@file://./images/abc123-400x300.svg" } }),
      "",
      JSON.stringify({ _id: "drafts.logo" }),
      "",
    ].join("\n");
    expect(parseSeedDataset(ndjson, "seed.ndjson")).toEqual([
      { _id: "logo", image: { asset: { _type: "reference", _ref: "image-abc123-400x300-svg" } } },
    ]);
  });

  it("names the file and line of a line that is not JSON", () => {
    const ndjson = `${JSON.stringify({ _id: "a" })}\n{"_id": "b",\n`;
    expect(() => parseSeedDataset(ndjson, "seed.ndjson")).toThrow("seed.ndjson:2 is not valid JSON");
  });
});
