import { describe, expect, it } from "vitest";
import { fetchContent } from "#web/shared/sanity/fetch.server.ts";
import { sitePagesQuery } from "#content/queries.ts";
import { pageListings } from "./pageListings";
import { fromPrice } from "./shareCard";
import { en } from "#web/shared/i18n/messages/en.ts";
import { es } from "#web/shared/i18n/messages/es.ts";
import { postListPaths } from "#content/postLists.ts";
import { paths } from "#content/paths.ts";

describe("pageListings on the bundled dataset", () => {
  it("lists the pages built from blocks (home first), every agent, both legal pages and the blog's", async () => {
    const content = await fetchContent(sitePagesQuery);
    const pages = pageListings(content);
    const slugs = content.agents.map((agent) => paths.agent(agent.slug));
    const built = content.pages.map((page) => paths.page(page.slug)).filter((path) => path !== paths.home);
    const blog = [
      ...postListPaths({ kind: "all" }, content.posts.length),
      ...content.categories.flatMap((category) =>
        postListPaths({ kind: "category", slug: category.slug ?? "" }, category.postCount),
      ),
      ...content.authors.flatMap((author) =>
        postListPaths({ kind: "author", slug: author.slug ?? "" }, author.postCount),
      ),
      ...content.posts.map((post) => paths.post(post.slug)),
    ];
    expect(pages.map((page) => page.path)).toEqual([
      paths.home,
      ...built,
      ...slugs,
      paths.privacy,
      paths.terms,
      ...blog,
    ]);
    expect(blog).toContain(paths.insightsPage(2));
    expect(slugs.length).toBeGreaterThan(0);
    expect(built).toEqual(expect.arrayContaining([paths.agents, paths.about, paths.pricing, paths.contact]));
    expect(built).toContain("/every-block");
    for (const page of pages) {
      expect(page.title, page.path).not.toBe("");
      expect(page.description, page.path).not.toBe("");
      expect(page.lastmod, page.path).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
  });

  it("gives each page of a list of many pages a description of its own, its page first", async () => {
    const content = await fetchContent(sitePagesQuery);
    // Five pages of posts, of a category's and of an author's: page 3 onwards showed page 2's text.
    const many = {
      ...content,
      posts: Array.from({ length: 5 }, (_, copy) =>
        content.posts.map((post) => ({ ...post, _id: `${post._id}-${copy}`, slug: `${post.slug}-${copy}` })),
      ).flat(),
      categories: content.categories.map((category) => ({ ...category, postCount: 60 })),
      authors: content.authors.map((author) => ({ ...author, postCount: 60 })),
    };
    const copies = new Set(many.posts.map((post) => paths.post(post.slug)));
    const descriptions = pageListings(many)
      .filter((page) => !copies.has(page.path))
      .map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const category = many.categories[0]!;
    const third = pageListings(many).find((page) => page.path === paths.category(category.slug ?? "", 3));
    expect(third?.description).toMatch(/^Page 3 of 5 · /);
  });

  it("draws each post's card with its title and its authors", async () => {
    const content = await fetchContent(sitePagesQuery);
    const post = content.posts[0];
    const listing = pageListings(content).find((page) => page.path === paths.post(post.slug));
    expect(listing?.card).toEqual({
      title: post.title,
      eyebrow: content.insights?.title,
      tagline: `${content.insights?.byLabel} ${post.authors?.join(", ")}`,
    });
    const second = pageListings(content).find((page) => page.path === paths.insightsPage(2));
    expect(second?.title).toContain(`${content.insights?.pageLabel} 2`);
  });

  it("gives each agent's card its name, tagline and lowest plan price", async () => {
    const content = await fetchContent(sitePagesQuery);
    const agent = content.agents[0];
    const card = pageListings(content).find((page) => page.path === paths.agent(agent.slug))?.card;
    const { plans } = (await fetchContent(`*[_type == "agent" && slug.current == $slug][0]{plans}`, {
      slug: agent.slug,
    })) as { plans: { price: number }[] };
    const lowest = Math.min(...plans.map((plan) => plan.price));
    expect(card).toEqual({
      title: agent.name,
      eyebrow: content.agentsTitle,
      tagline: agent.heroTagline,
      price: `From $${lowest.toLocaleString("en-US")}/month`,
    });
  });

  it("marks a page noIndex when its SEO object says so", async () => {
    const content = await fetchContent(sitePagesQuery);
    const pages = content.pages.map((page) =>
      paths.page(page.slug) === paths.about
        ? { ...page, seo: { ...page.seo, title: null, description: null, image: null, noIndex: true } }
        : page,
    );
    const page = pageListings({ ...content, pages }).find((entry) => entry.path === paths.about);
    expect(page?.noIndex).toBe(true);
  });

  it("prices an agent's share card per its cheapest plan's period", () => {
    expect(fromPrice({ cheapestPlan: { price: 4490, period: "year" } }, "From", en.formats)).toBe(
      "From $4,490/year",
    );
    expect(fromPrice({ cheapestPlan: { price: 449, period: null } }, null, en.formats)).toBe("$449");
    expect(fromPrice({ cheapestPlan: null }, "From", en.formats)).toBeUndefined();
    expect(fromPrice({ cheapestPlan: { price: 299, period: "month" } }, "Desde", es.formats)).toBe(
      "Desde $299/mes",
    );
  });
});
