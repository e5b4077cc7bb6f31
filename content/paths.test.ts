import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { parseSeedDataset, publishedOnly } from "./seedDataset";
import { documentAddress } from "./fragments";
import { paths } from "./paths";
import {
  type AddressedType,
  documentPath,
  HOME_SLUG,
  slugAt,
  localizedPath,
  unlocalizedPath,
} from "./documentPaths";
import { languageOfPath } from "./languages";

// A document's address is one rule written twice, for the code (documentPath, slugAt in
// paths.ts) and for GROQ (documentAddress in fragments.ts): these tests hold the two together on every kind of document.

const ADDRESSED: AddressedType[] = ["page", "legalPage", "post", "agent"];
const slug = (current: string) => ({ _type: "slug", current });

/** documentAddress, as the site's queries evaluate it, for each document. */
async function addressesInGroq(documents: object[]) {
  const query = `*[]{_id, "address": ${documentAddress}}`;
  const result = (await (await evaluate(parse(query), { dataset: documents })).get()) as {
    _id: string;
    address: string | null;
  }[];
  return Object.fromEntries(result.map(({ _id, address }) => [_id, address]));
}

describe("a document's address", () => {
  const bundled = publishedOnly(
    parseSeedDataset(readFileSync(path.resolve("studio/seed/production.ndjson"), "utf8"), "bundled"),
  ) as { _id: string; _type: string; language?: string; slug?: { current?: string } }[];

  it("is the same in GROQ and in the code for every bundled document with one", async () => {
    const withAddress = bundled.filter(
      (doc) => ADDRESSED.includes(doc._type as AddressedType) && doc.slug?.current,
    );
    expect(new Set(withAddress.map((doc) => doc._type))).toEqual(new Set(ADDRESSED));
    const inGroq = await addressesInGroq(withAddress);
    for (const doc of withAddress) {
      const address = documentPath(doc._type as AddressedType, doc.slug!.current!, doc.language);
      expect(inGroq[doc._id], doc._id).toBe(address);
      expect(slugAt(doc._type as AddressedType, address), address).toBe(doc.slug!.current);
    }
  });

  it("is the same in GROQ and in the code for the home page, a nested page and each kind", async () => {
    const documents = [
      { _id: "home", _type: "page", slug: slug(HOME_SLUG) },
      { _id: "nested", _type: "page", slug: slug("solutions/ecommerce") },
      { _id: "legal", _type: "legalPage", slug: slug("privacy-policy") },
      { _id: "post", _type: "post", slug: slug("a-post") },
      { _id: "agent", _type: "agent", slug: slug("data-analyst") },
    ];
    const inGroq = await addressesInGroq(documents);
    expect(inGroq).toEqual({
      home: paths.home,
      nested: "/solutions/ecommerce",
      legal: paths.privacy,
      post: paths.post("a-post"),
      agent: paths.agent("data-analyst"),
    });
    for (const doc of documents)
      expect(documentPath(doc._type as AddressedType, doc.slug.current), doc._id).toBe(inGroq[doc._id]);
  });

  it("is null in GROQ for a document without a slug or of a kind without pages", async () => {
    expect(
      await addressesInGroq([
        { _id: "no-slug", _type: "post" },
        { _id: "author", _type: "author", slug: slug("maya") },
        { _id: "redirect", _type: "redirect", from: "/old" },
      ]),
    ).toEqual({ "no-slug": null, author: null, redirect: null });
  });

  it("is read back to its slug, with or without a trailing slash, and not from another kind's address", () => {
    expect(slugAt("page", "/")).toBe(HOME_SLUG);
    expect(slugAt("page", "/solutions/ecommerce/")).toBe("solutions/ecommerce");
    expect(slugAt("agent", `${paths.agent("data-analyst")}/`)).toBe("data-analyst");
    expect(slugAt("agent", paths.agent("caf%C3%A9"))).toBe("café");
    expect(slugAt("agent", paths.agents)).toBeNull();
    expect(slugAt("agent", paths.agent("a/b"))).toBeNull();
    expect(slugAt("post", paths.contact)).toBeNull();
  });

  it("is under the language's prefix for a translation in another language, the same in GROQ and in the code", async () => {
    const documents = [
      { _id: "home-en", _type: "page", language: "en", slug: slug(HOME_SLUG) },
      { _id: "home-es", _type: "page", language: "es", slug: slug(HOME_SLUG) },
      { _id: "prices-es", _type: "page", language: "es", slug: slug("precios") },
      { _id: "legal-es", _type: "legalPage", language: "es", slug: slug("privacy-policy") },
      { _id: "agent-es", _type: "agent", language: "es", slug: slug("data-analyst") },
    ];
    const inGroq = await addressesInGroq(documents);
    expect(inGroq).toEqual({
      "home-en": "/",
      "home-es": "/es",
      "prices-es": "/es/precios",
      "legal-es": `/es${paths.privacy}`,
      "agent-es": `/es${paths.agent("data-analyst")}`,
    });
    for (const doc of documents) {
      const address = documentPath(doc._type as AddressedType, doc.slug.current, doc.language);
      expect(address, doc._id).toBe(inGroq[doc._id]);
      expect(slugAt(doc._type as AddressedType, address), address).toBe(doc.slug.current);
    }
  });
});

describe("an address's language", () => {
  it("is the one its first segment names, else English", () => {
    expect(languageOfPath("/es")).toBe("es");
    expect(languageOfPath(`/es${paths.contact}`)).toBe("es");
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath(paths.contact)).toBe("en");
    // A page whose slug merely starts with the letters is English.
    expect(languageOfPath("/estimates")).toBe("en");
    expect(languageOfPath(`/en${paths.contact}`)).toBe("en");
  });

  it("is the one a page's root data names, where it names one: the not-found page at any address", () => {
    expect(languageOfPath("/es/no-such-page", "en")).toBe("en");
    expect(languageOfPath("/no-such-page", "es")).toBe("es");
    expect(languageOfPath(`/es${paths.contact}`, undefined)).toBe("es");
    expect(languageOfPath(paths.contact, "")).toBe("en");
    expect(languageOfPath(paths.contact, "fr")).toBe("en");
  });

  it("is added and taken off again without changing the address", () => {
    for (const address of [paths.home, paths.contact, paths.agent("analyst"), "/solutions/ecommerce"]) {
      expect(localizedPath(address, "en")).toBe(address);
      const spanish = localizedPath(address, "es");
      expect(spanish).toBe(address === "/" ? "/es" : `/es${address}`);
      expect(languageOfPath(spanish)).toBe("es");
      expect(unlocalizedPath(spanish)).toBe(address);
    }
  });
});
