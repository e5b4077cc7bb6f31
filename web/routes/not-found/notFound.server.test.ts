import { describe, expect, it } from "vitest";
import { paths } from "#content/paths.ts";
import * as queries from "#content/queries.ts";
import { fetchContent } from "#web/shared/sanity/fetch.server.ts";
import type { NotFoundData } from "#web/features/not-found/notFoundData.ts";
import { nothingHere } from "./notFound.server";

// Run on the bundled dataset: what a route's loader throws where the content has no page.
const thrownAt = (path: string) =>
  nothingHere(new URL(path, "https://example.com")).then(
    () => expect.unreachable("nothingHere returns nothing"),
    (thrown: unknown) => thrown,
  );

describe("where a loader finds nothing", () => {
  it("throws the redirect a redirect document names for the address", async () => {
    const { redirects } = await fetchContent(queries.contentSlugsQuery);
    const redirect = redirects.find((candidate) => candidate.to)!;
    const thrown = (await thrownAt(redirect.from)) as Response;
    expect(thrown.status).toBe(redirect.permanent ? 301 : 302);
    expect(thrown.headers.get("Location")).toBe(redirect.to);
  });

  it("throws the not-found page, 404, in the address's language, with a noindex head", async () => {
    for (const [path, language] of [
      [paths.agent("no-such-agent"), "en"],
      [`/es${paths.notFound}`, "es"],
    ] as const) {
      const thrown = (await thrownAt(path)) as { data: NotFoundData; init: { status: number } };
      expect(thrown.init.status, path).toBe(404);
      expect(thrown.data.language, path).toBe(language);
      const notFound = await fetchContent(queries.notFoundPageQuery, { language });
      expect(thrown.data.content?.title, path).toBe(notFound?.title);
      expect(thrown.data.head, path).toContainEqual({ name: "robots", content: "noindex" });
    }
  });
});
