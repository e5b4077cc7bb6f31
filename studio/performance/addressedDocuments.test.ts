import { describe, expect, it } from "vitest";
import { documentsByPath } from "./addressedDocuments";
import { paths } from "../../content/paths";

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
      [paths.agent("ava")]: { id: "ava", type: "agent" },
      [paths.post("launch")]: { id: "launch", type: "post" },
      [paths.privacy]: { id: "privacy", type: "legalPage" },
    });
  });

  it("keeps the published address of a document whose draft changes it, and a new document's draft one", () => {
    const byPath = documentsByPath([
      { _id: "drafts.careers-old", _type: "page", slug: "careers-new" },
      { _id: "careers-old", _type: "page", slug: "careers-old" },
      { _id: "drafts.jobs", _type: "page", slug: "jobs" },
    ]);
    expect(Object.fromEntries(byPath)).toEqual({
      "/careers-old": { id: "careers-old", type: "page" },
      "/jobs": { id: "jobs", type: "page" },
    });
  });
});
