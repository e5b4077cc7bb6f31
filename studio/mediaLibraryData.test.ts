import { readFileSync } from "node:fs";
import type { ObjectSchemaType, SchemaType } from "sanity";
import { describe, expect, it } from "vitest";
import { parseSeedDataset } from "../content/seedDataset";
import { MEDIA_TAGS, mediaTagId } from "../schemas/lib/mediaTags";
import { schemaTypes } from "../schemas";
import { studioWorkspace } from "./contentValidation";
import { assetKey, mediaLibraryOf, withDerived, type AssetMeta } from "./mediaLibraryData";

const { schema } = await studioWorkspace();
const seed = parseSeedDataset(readFileSync("studio/seed/production.ndjson", "utf8"), "seed");
const committed = JSON.parse(readFileSync("studio/seed/assets.json", "utf8")) as Record<string, AssetMeta>;
const tagsOf = (meta: AssetMeta | undefined) => meta?.opt.media.tags.map(({ _ref }) => _ref) ?? [];
const image = (ref: string, alt?: string) => ({
  _type: "image",
  asset: { _type: "reference", _ref: ref },
  alt,
});

describe("the bundled dataset's media library", () => {
  it("tags every image its documents use with the kind its fields name, and keeps its alt texts", () => {
    const { assets } = mediaLibraryOf(seed, schema);
    expect(Object.keys(assets).length).toBeGreaterThan(30);
    // Nothing the schema calls for is missing from assets.json: else `npm run content:tag-images`.
    expect(withDerived(committed, assets)).toEqual(committed);
  });

  it("has a tag document for every tag an asset refers to", () => {
    const tagIds = new Set(seed.filter(({ _type }) => _type === "media.tag").map(({ _id }) => _id));
    const referred = Object.values(committed).flatMap(tagsOf);
    expect(referred.filter((id) => !tagIds.has(id))).toEqual([]);
  });

  it("sorts a post's cover, a gallery slide and an author's photo into posts, gallery and people", () => {
    const assetOf = (type: string, pick: (doc: Record<string, unknown>) => unknown) => {
      const doc = seed.find((candidate) => candidate._type === type && pick(candidate));
      return assetKey((pick(doc!) as { asset: { _ref: string } }).asset._ref);
    };
    const cover = assetOf("post", (doc) => doc.coverImage);
    const slide = assetOf("gallery", (doc) => (doc.items as { image: unknown }[] | undefined)?.[0]?.image);
    const photo = assetOf("author", (doc) => doc.photo);
    expect(tagsOf(committed[cover])).toContain(mediaTagId("posts"));
    expect(tagsOf(committed[slide])).toContain(mediaTagId("gallery"));
    expect(tagsOf(committed[photo])).toContain(mediaTagId("people"));
  });
});

describe("the schema's image fields", () => {
  it("each name the kind of picture they hold, so the library sorts every upload", () => {
    const isImage = (type: SchemaType | undefined): boolean =>
      !!type && (type.name === "image" || isImage(type.type));
    const kindless: string[] = [];
    const check = (where: string, type: SchemaType) => {
      const kinds = (type.options as { mediaTags?: string[] } | undefined)?.mediaTags ?? [];
      if (!kinds.length || !kinds.every((kind) => (MEDIA_TAGS as readonly string[]).includes(kind)))
        kindless.push(where);
    };
    for (const { name } of schemaTypes) {
      const type = schema.get(name)!;
      if (isImage(type)) check(name, type);
      for (const field of (type as ObjectSchemaType).fields ?? [])
        if (isImage(field.type) && field.type.name === "image") check(`${name}.${field.name}`, field.type);
    }
    expect(kindless).toEqual([]);
  });
});

describe("mediaLibraryOf", () => {
  const post = (language: string | undefined, alt: string) => ({
    _id: `post-${language}`,
    _type: "post",
    language,
    coverImage: image("image-aaa-10x10-png", alt),
    body: [{ _key: "k", ...image("image-bbb-10x10-png", "In the text"), _type: "postImage" }],
  });

  it("finds images in fields and in arrays, with each language's alt text", () => {
    const { assets, tagDocuments } = mediaLibraryOf(
      [post(undefined, "A cover"), post("es", "Una portada")],
      schema,
    );
    expect(assets["image-aaa"]).toEqual({
      altText: { en: "A cover", es: "Una portada" },
      opt: {
        media: { tags: [{ _type: "reference", _ref: mediaTagId("posts"), _key: "posts", _weak: true }] },
      },
    });
    expect(tagsOf(assets["image-bbb"])).toEqual([mediaTagId("posts")]);
    expect(tagDocuments).toEqual([
      { _id: mediaTagId("posts"), _type: "media.tag", name: { _type: "slug", current: "posts" } },
    ]);
  });

  it("gives an image used in two kinds of field both tags, and skips an image without an asset", () => {
    const author = { _id: "author-a", _type: "author", photo: image("image-aaa-10x10-png", "A face") };
    const broken = { _id: "author-b", _type: "author", photo: { _type: "image", alt: "nothing" } };
    const { assets } = mediaLibraryOf([post(undefined, "A cover"), author, broken], schema);
    expect(tagsOf(assets["image-aaa"]).sort()).toEqual([mediaTagId("people"), mediaTagId("posts")]);
    expect(Object.keys(assets).sort()).toEqual(["image-aaa", "image-bbb"]);
  });
});

describe("withDerived", () => {
  it("keeps what a marketer set in the library and adds only what is missing", () => {
    const tag = (name: string) => ({
      _type: "reference" as const,
      _ref: name,
      _key: name,
      _weak: true as const,
    });
    const existing = { "image-a": { altText: { en: "Edited" }, opt: { media: { tags: [tag("mine")] } } } };
    const derived = {
      "image-a": { altText: { en: "Derived", es: "Derivado" }, opt: { media: { tags: [tag("posts")] } } },
    };
    expect(withDerived(existing, derived)).toEqual({
      "image-a": {
        altText: { en: "Edited", es: "Derivado" },
        opt: { media: { tags: [tag("mine"), tag("posts")] } },
      },
    });
  });
});
