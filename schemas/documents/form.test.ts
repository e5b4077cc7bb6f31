import { evaluate, parse } from "groq-js";
import type { ValidationContext } from "sanity";
import { describe, expect, it, vi } from "vitest";
import { checkFormId } from "./form";

describe("the Studio's check of a form's id (schemas/documents/form.ts)", () => {
  // Published content, queried as the Studio's client would (groq-js instead of the API).
  const dataset = [
    { _id: "form-webinar", _type: "form", title: "Webinar", formId: "webinar", language: "en" },
    { _id: "form-webinar-es", _type: "form", title: "Seminario", formId: "webinar", language: "es" },
    { _id: "form-guide", _type: "form", title: "Guide", formId: "guide", language: "en" },
    { _id: "form-guide-es", _type: "form", title: "Guía", formId: "guia", language: "es" },
    {
      _id: "translation.metadata.webinar",
      _type: "translation.metadata",
      translations: [
        { _key: "en", language: "en", value: { _ref: "form-webinar" } },
        { _key: "es", language: "es", value: { _ref: "form-webinar-es" } },
      ],
    },
    {
      _id: "translation.metadata.guide",
      _type: "translation.metadata",
      translations: [
        { _key: "en", language: "en", value: { _ref: "form-guide" } },
        { _key: "es", language: "es", value: { _ref: "form-guide-es" } },
      ],
    },
  ];
  const check = (formId: string, document: Record<string, unknown>) =>
    checkFormId(formId, {
      document: { _type: "form", ...document },
      getClient: () => ({
        fetch: async (query: string, params: Record<string, unknown>) =>
          (await evaluate(parse(query, { params }), { dataset, params })).get(),
      }),
    } as unknown as ValidationContext);

  it("accepts a form's own id, the draft of a published form's, and its translation's same id", async () => {
    expect(await check("webinar", { _id: "drafts.form-webinar", language: "en" })).toBe(true);
    expect(await check("webinar", { _id: "form-webinar-es", language: "es" })).toBe(true);
    expect(await check("newsletter", { _id: "drafts.new", language: "en" })).toBe(true);
    // Another language may have a form of that id: it is the same form's translation.
    expect(await check("guide", { _id: "drafts.new", language: "es" })).toBe(true);
  });

  it("refuses an id another form of the language has, naming that form", async () => {
    expect(await check("webinar", { _id: "drafts.new", language: "en" })).toBe(
      'The form "Webinar" has this id too: each form needs its own',
    );
  });

  it("refuses an id its translations do not share, naming theirs", async () => {
    expect(await check("guia", { _id: "drafts.form-guide-es", language: "es" })).toBe(
      'Its en translation\'s id is "guide": a form and its translations share one id',
    );
    expect(await check("webinar-2", { _id: "drafts.form-webinar", language: "en" })).toBe(
      'Its es translation\'s id is "webinar": a form and its translations share one id',
    );
  });

  it("leaves the check to content:validate offline", async () => {
    vi.stubEnv("SANITY_OFFLINE_VALIDATION", "1");
    try {
      expect(await check("webinar", { _id: "drafts.new", language: "en" })).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
