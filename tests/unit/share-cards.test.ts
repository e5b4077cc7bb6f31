import type { MetaDescriptor } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { PageListing } from "#web/features/seo/pageListings.ts";
import { cardSiteName, shareImageAlt } from "#web/features/seo/shareCard.ts";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { DEFAULT_LANGUAGE } from "#content/languages.ts";
import { languageListings } from "#web/files/seoFiles.server.ts";
import { listContentSlugs } from "#web/shared/sanity/contentSlugs.server.ts";
import { sitePages } from "#content/sitePages.ts";
import { builtHead } from "./built-head";

// The build draws each indexable page's share image from its listing (pageListings.ts,
// web/files/shareImages.server.ts) and the page's loader writes its head: the two must say the same
// thing. Every prerendered indexable page of the bundled dataset, head against listing.

const property = (head: MetaDescriptor[], name: string) =>
  (head.find((tag) => "property" in tag && tag.property === name) as { content?: string } | undefined)
    ?.content;
const titleOf = (head: MetaDescriptor[]) =>
  (head.find((tag) => "title" in tag) as { title?: string } | undefined)?.title;

describe("every indexable page's head and share image", () => {
  let pages: { listing: PageListing; head: MetaDescriptor[] }[];
  let siteName: string;

  beforeAll(async () => {
    const languages = await languageListings();
    const english = languages.find(({ language }) => language === DEFAULT_LANGUAGE)!.content;
    siteName = cardSiteName(english.settings?.siteName, readConfig().siteUrl);
    const listings = languages.flatMap((language) => language.listings);
    const indexable = sitePages(await listContentSlugs()).filter((page) => page.indexable);
    const all = await Promise.all(
      indexable.map(async (page) => ({
        listing: listings.find((listing) => listing.path === page.path)!,
        head: await builtHead(page),
      })),
    );
    // A page whose SEO settings say noindex (every-block) has no share image.
    pages = all.filter(({ listing }) => !listing?.noIndex);
  }, 60_000);

  it("lists them all: home, agents, posts, the blog's lists and the Spanish translations", () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter(({ listing }) => listing?.path.startsWith("/es")).length).toBeGreaterThan(10);
    expect(pages.filter(({ listing }) => !listing)).toEqual([]);
  });

  it("gives the share image the text its card shows as alt text (og:image:alt)", () => {
    const disagreeing = pages.filter(
      ({ listing, head }) => property(head, "og:image:alt") !== shareImageAlt(listing.card, siteName),
    );
    expect(disagreeing.map(({ listing, head }) => [listing.path, property(head, "og:image:alt")])).toEqual(
      [],
    );
    const post = pages.find(({ listing }) => listing.card.tagline && listing.card.eyebrow);
    expect(property(post!.head, "og:image:alt")).toContain(post!.listing.card.title);
  });

  it("gives the page the title its sitemap and llms.txt entries have", () => {
    expect(
      pages.filter(({ listing, head }) => titleOf(head) !== listing.title).map(({ listing }) => listing.path),
    ).toEqual([]);
  });

  it("follows one title pattern: the page's own title, then the site's name", () => {
    expect(
      pages.map(({ listing }) => listing.title).filter((title) => !title.endsWith(` | ${siteName}`)),
    ).toEqual([]);
  });
});
