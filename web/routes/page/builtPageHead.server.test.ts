import { evaluate, parse } from "groq-js";
import { expect, it } from "vitest";
import { pageQuery } from "#content/queries.ts";
import type { PageQueryResult } from "#content/sanity.types.ts";
import { builtPageHead } from "./builtPageHead.server";

const hero = (key: string, words: string, hidden = false) => ({
  _type: "hero",
  _key: key,
  hidden,
  headline: `${words} headline`,
  text: `${words} text`,
});

async function headOf(sections: unknown[], intro?: string) {
  const dataset = [
    { _id: "p", _type: "page", title: "Services", slug: { current: "services" }, intro, sections },
  ];
  const params = { path: "/services" };
  const result = (await (
    await evaluate(parse(pageQuery, { params }), { dataset, params })
  ).get()) as PageQueryResult;
  return builtPageHead(result.page!, result.parents);
}

it("describes a page by the opening hero it shows, never a hidden one", async () => {
  const head = await headOf([hero("a", "Hidden", true), hero("b", "Shown")]);
  expect(head.pageTitle).toBe("Shown headline");
  expect(head.pageText).toBe("Shown text");
});

it("describes a page by its intro first, and by its title when no hero opens it", async () => {
  const head = await headOf([{ _type: "faq", _key: "f" }], "What we do.");
  expect(head.pageTitle).toBe("Services");
  expect(head.pageText).toBe("What we do.");
  expect((await headOf([])).pageText).toBeNull();
});
