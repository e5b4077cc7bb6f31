import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { DEFAULT_COUNT, latestInsightsFragment, MAX_COUNT } from "./schema";

const post = (id: string, publishedAt?: string, language = "en") => ({
  _id: id,
  _type: "post",
  language,
  title: id,
  slug: { _type: "slug", current: id },
  ...(publishedAt ? { publishedAt } : {}),
});

const POSTS = [
  post("a", "2024-01-01T00:00:00Z"),
  post("b", "2024-03-01T00:00:00Z"),
  post("d", "2024-03-01T00:00:00Z"),
  post("e", "2023-01-01T00:00:00Z"),
  post("undated"),
  post("es-only", "2025-01-01T00:00:00Z", "es"),
  ...Array.from({ length: 12 }, (_, i) =>
    post(`old-${String(i).padStart(2, "0")}`, `2020-01-${10 + i}T00:00:00Z`),
  ),
];

/** The ids of the posts a section with `count` carries, in the order it shows them. */
async function postsOf(count: unknown) {
  const dataset = [...POSTS, { _id: "section", _type: "latestInsights", count }];
  const query = parse(`*[_id == "section"][0]{ ${latestInsightsFragment} }`);
  const section = await (await evaluate(query, { dataset, params: { language: "en" } })).get();
  return (section.posts as { _id: string }[]).map((card) => card._id);
}

/** The page's language's posts as GROQ orders them, newest first: what the section shows the first of. */
async function newestFirst() {
  const query = parse(`*[_type == "post" && language == "en"] | order(publishedAt desc, _id asc)._id`);
  return (await (await evaluate(query, { dataset: POSTS })).get()) as string[];
}

describe("the latest insights section's posts", () => {
  it("are the newest of the page's language, as many as it shows, and no more", async () => {
    const order = await newestFirst();
    for (const count of [1, 2, 4, 7]) expect(await postsOf(count)).toEqual(order.slice(0, count));
  });

  it("are as many as the schema's initial value when the count is missing or below one, and never past its maximum", async () => {
    const order = await newestFirst();
    expect(await postsOf(undefined)).toEqual(order.slice(0, DEFAULT_COUNT));
    expect(await postsOf(0)).toEqual(order.slice(0, DEFAULT_COUNT));
    expect(await postsOf(99)).toEqual(order.slice(0, MAX_COUNT));
  });
});
