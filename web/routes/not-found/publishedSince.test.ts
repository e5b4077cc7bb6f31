// @vitest-environment jsdom
import type { MetaDescriptor } from "react-router";
import { expect, test } from "vitest";
import { fetchContent } from "#web/shared/sanity/fetch.server.ts";
import * as queries from "#content/queries.ts";
import { paths } from "#content/paths.ts";
import { fetchIn, type ContentFetcher } from "#content/config.ts";
import { languageOfPath } from "#content/languages.ts";
import { publishedAt, publishedSince } from "./publishedSince";

// Run here on the bundled dataset; in the browser on the published content (live-content.spec.ts).
const at = (path: string) => publishedSince(fetchContent, queries, path);
const robots = (head: MetaDescriptor[]) => head.find((tag) => "name" in tag && tag.name === "robots");

test("an agent, a page and a post are found at their addresses, with a noindex head", async () => {
  const { agents } = await fetchContent(queries.contentSlugsQuery);
  const agent = await at(paths.agent(agents[0]));
  expect(agent?.agent?.agent?.slug).toBe(agents[0]);
  expect(robots(agent!.head)).toEqual({ name: "robots", content: "noindex" });

  const page = await at(paths.about);
  expect(page?.page?.page?.slug).toBe(paths.about.slice(1));

  const { posts } = await fetchContent(queries.contentSlugsQuery);
  const post = await at(paths.post(posts[0]));
  expect(post?.blog?.post?.post?.slug).toBe(posts[0]);
  expect(post?.head).toContainEqual({ title: expect.stringContaining(post!.blog!.post!.post!.title!) });

  const list = await at(paths.insightsPage(2));
  expect(list?.blog?.list?.posts.length).toBeGreaterThan(0);
});

test("nothing is found where nothing lives, nor under an agent's address", async () => {
  const { agents } = await fetchContent(queries.contentSlugsQuery);
  for (const path of [
    "/no-such-page",
    paths.agent("no-such-agent"),
    `${paths.agent(agents[0])}/more`,
    paths.post("no-such-post"),
    paths.insightsPage(99),
  ])
    expect(await at(path), path).toBeNull();
});

// The browser's live content runs each query in the language of the address (inLanguageOf).
const liveAt = (path: string) => {
  const asked: string[] = [];
  const fetch: ContentFetcher = (query, params) => {
    asked.push(query);
    return fetchContent(query, params);
  };
  return { fetch: fetchIn(fetch, languageOfPath(path)), asked };
};

test("at an address in its own language, the not-found page gives way to what was published there since", async () => {
  for (const [language, path] of [
    ["en", paths.about],
    ["es", `/es${paths.about}`],
  ] as const) {
    const { fetch } = liveAt(path);
    const found = await publishedAt(fetch, queries, path, language);
    expect(found?.page?.page?.slug, path).toBe(paths.about.slice(1));
  }
});

test("at an address in another language (the host serves the visitor's), it stays itself, looking nothing up", async () => {
  for (const [language, path] of [
    ["es", paths.about],
    ["en", `/es${paths.about}`],
  ] as const) {
    const { fetch, asked } = liveAt(path);
    expect(await publishedAt(fetch, queries, path, language), path).toBeNull();
    expect(asked, path).toEqual([]);
  }
});
