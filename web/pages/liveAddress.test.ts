import type { MetaDescriptor } from "react-router";
import { expect, test } from "vitest";
import { fetchContent } from "~/shared/content/fetch.server";
import * as queries from "@content/queries";
import { paths } from "@content/paths";
import { publishedSince } from "./liveAddress";

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
