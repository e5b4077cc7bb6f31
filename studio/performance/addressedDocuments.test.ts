import { describe, expect, it } from "vitest";
import { documentsByPath } from "./addressedDocuments";

describe("documentsByPath", () => {
  it("finds each document at its address, in its language", () => {
    const byPath = documentsByPath([
      { _id: "home", _type: "page", slug: "index", language: "en" },
      { _id: "contacto", _type: "page", slug: "contacto", language: "es" },
      { _id: "ava", _type: "agent", slug: "ava" },
      { _id: "launch", _type: "post", slug: "launch", language: null },
      { _id: "privacy", _type: "legalPage", slug: "privacy-policy", language: "en" },
    ]);
    expect(Object.fromEntries(byPath)).toEqual({
      "/": { id: "home", type: "page" },
      "/es/contacto": { id: "contacto", type: "page" },
      "/agents/ava": { id: "ava", type: "agent" },
      "/insights/launch": { id: "launch", type: "post" },
      "/privacy-policy": { id: "privacy", type: "legalPage" },
    });
  });

  it("keeps the published address of a document whose draft changes it, and a new document's draft one", () => {
    const byPath = documentsByPath([
      { _id: "drafts.pricing", _type: "page", slug: "prices" },
      { _id: "pricing", _type: "page", slug: "pricing" },
      { _id: "drafts.careers", _type: "page", slug: "careers" },
    ]);
    expect(Object.fromEntries(byPath)).toEqual({
      "/pricing": { id: "pricing", type: "page" },
      "/careers": { id: "careers", type: "page" },
    });
  });
});
